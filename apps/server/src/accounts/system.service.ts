import { APP_VERSION, DELIVERY_VERSION } from '@palate/protocol';
import type { CallContext } from '../shared/context.ts';

/** sys/versions: what the about screen lists. */
export async function describeVersions(context: CallContext) {
  return {
    app: APP_VERSION,
    delivery: DELIVERY_VERSION,
    server: context.system.serverVersion,
    database: await context.system.describeDatabase(),
    runtime: `Node.js ${process.versions.node}`,
  };
}
