import type { CallPath, CallResponse, ParsedCallRequest } from '@palate/protocol';
import { requireCaller, type CallContext } from '../services/context.ts';
import { addAnonymousJudge, disconnect, type IssuedToken } from '../services/members.service.ts';
import { listForCaller } from '../services/publications.service.ts';
import { moveRun, nextPage, post, requestStart, start, terminate } from '../services/run.service.ts';
import { describeVersions } from '../services/system.service.ts';

/**
 * What a handler gives back: the call's payload and, when the call changes the caller's
 * token, the new one (`null` once it is revoked).
 */
export interface Outcome<P extends CallPath> {
  payload: CallResponse<P>;
  token?: IssuedToken | null;
}

type Handler<P extends CallPath> = (context: CallContext, request: ParsedCallRequest<P>) => Promise<Outcome<P>>;

const ok = <P extends CallPath>(payload: CallResponse<P>): Outcome<P> => ({ payload });

/** One thin adapter per call: the rules live in the services. */
export const handlers: { [P in CallPath]: Handler<P> } = {
  'members/add': async (context, request) => ({
    payload: {},
    token: await addAnonymousJudge(context.db, context.settings, request.conn, context.now),
  }),
  'members/check': async () => ok({}),
  'members/disconnect': async (context) => {
    await disconnect(context.db, requireCaller(context));
    return { payload: {}, token: null };
  },
  'term/publication': async (context) => ok({ pubs: await listForCaller(context) }),
  'run/reqStart': async (context, request) => {
    const started = await requestStart(context, request.block);
    return ok({ se: started.sessionId, pres: { resumed: started.resumed, tray: started.tray } });
  },
  'run/start': async (context, request) => ok({ page: await start(context, request.se, request.pres) }),
  'run/post': async (context, request) =>
    ok(
      await post(context, {
        sessionId: request.se,
        postId: request.postId,
        position: request.position,
        answers: request.answers,
        moving: request.moving,
      }),
    ),
  'run/nextPage': async (context, request) => ok(await nextPage(context, request.se)),
  'run/prevPage': async (context, request) => ok({ page: await moveRun(context, request.se, { kind: 'prev' }) }),
  'run/moveTo': async (context, request) =>
    ok({ page: await moveRun(context, request.se, { kind: 'to', position: request.dest }) }),
  'run/terminate': async (context, request) => {
    await terminate(context, request.se);
    return ok({ finished: true });
  },
  'sys/versions': async (context) => ok({ versions: await describeVersions(context) }),
};
