import { judgesPathFigures } from '/work/wt-perf/bench/judges-path.ts';
import { freePort, killHard, startServer } from '/work/wt-perf/apps/server/test/server-process.ts';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
const dir = mkdtempSync(join(tmpdir(), 'perf-measure-'));
const server = await startServer(join(dir, 'p.sqlite'), await freePort(), '/work/wt-perf/apps/web/dist');
try {
  console.log(JSON.stringify(await judgesPathFigures(server.url, Number(process.env.RUNS ?? 3)), null, 1));
} finally {
  await killHard(server);
}
