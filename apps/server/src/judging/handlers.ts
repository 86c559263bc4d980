import { CallError, ErrorCode } from '@palate/protocol';
import { addAnonymousJudge, authenticate } from '../accounts/members.service.ts';
import { asksForConsent, decideConsent, ownConsents, withdrawConsent } from './consent.service.ts';
import { publicationConsent, setConsentText } from './consent-text.service.ts';
import { previewDefinition } from './definition-preview.service.ts';
import { checkJudgeSession, listLogins } from './judges.service.ts';
import { startOffline, upload } from './offline.service.ts';
import { previewablePublications, savePreviews } from './preview.service.ts';
import { checkUpdate, listForCaller } from './questionnaire-list.service.ts';
import { synchronisedClock } from './synchronised-clock.service.ts';
import { moveRun, nextPage, terminate } from './run-moves.service.ts';
import { post } from './run-post.service.ts';
import { requestStart, start } from './run-start.service.ts';
import { servingPlan } from './serving-plan.service.ts';
import { ok, type HandlerTable } from '../shared/handler.ts';

/** The judging calls: one thin adapter each, the rules in this folder's services. */
export const judgingHandlers = {
  'members/add': async (context, request) => {
    const token = await addAnonymousJudge(context.db, context.settings, request.conn, context.now);
    if (!request.list) return { payload: {}, token };
    const caller = await authenticate(context.db, context.settings, token.token, context.now);
    return { payload: { list: await listForCaller({ ...context, caller }, {}) }, token };
  },
  'term/publication': async (context, request) => ok(await listForCaller(context, request)),
  'run/reqStart': async (context, request) => {
    const started = await requestStart(context, request.block, request.preview);
    const pres = { resumed: started.resumed, tray: started.tray };
    // A tray number must be typed before the run starts: the client asks run/start with it.
    if (!request.start || started.tray !== null) return ok({ se: started.sessionId, pres });
    try {
      return ok({ se: started.sessionId, pres, page: await start(context, started.sessionId) });
    } catch (error) {
      // Consent first: the client's run/start gets the text to show (90450).
      if (asksForConsent(error)) return ok({ se: started.sessionId, pres });
      throw error;
    }
  },
  'run/start': async (context, { se, offline, pres }) => {
    if (!se) throw new CallError(ErrorCode.noSession, 'No session');
    return ok(offline ? await startOffline(context, se, pres) : { page: await start(context, se, pres) });
  },
  'run/upload': async (context, request) =>
    ok(
      await upload(context, {
        blockId: request.id,
        sessionId: request.se,
        key: request.key,
        uploadId: request.uploadId,
        overwrite: request.overwrite,
        pages: request.pages,
        position: request.position,
        finished: request.finished,
        log: request.log,
      }),
    ),
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
  'term/publication/checkUpdate': async (context, request) => ok({ updateCode: await checkUpdate(context, request) }),
  'quests/jsess/check': async (context, request) => ok({ jsess: await checkJudgeSession(context, request) }),
  'publication/members': async (context, request) => ok({ members: { items: await listLogins(context, request) } }),
  'run/synch/get': async (context, request) => ok(await synchronisedClock(context, request.se)),
  'run/preview/save': async (context, request) => ok({ saved: await savePreviews(context, request.id) }),
  'run/preview/publications': async (context) => ok({ pubs: await previewablePublications(context) }),
  'quest/preview': async (_context, request) => ok(previewDefinition(request.text, request.judge)),
  'pub/servingPlan': async (context, request) => ok(await servingPlan(context, request.id, request.judges)),
  'run/consent': async (context, request) => {
    await decideConsent(context, request.se, request.version, request.accept);
    return ok({});
  },
  'pub/consent': async (context, request) => ok(await publicationConsent(context, request.id)),
  'pub/consent/set': async (context, request) =>
    ok({ version: await setConsentText(context, request.id, request.text) }),
  'member/consents': async (context) => ok({ consents: await ownConsents(context) }),
  'member/consent/withdraw': async (context, request) => {
    await withdrawConsent(context, request.publicationId);
    return ok({});
  },
} satisfies Partial<HandlerTable>;
