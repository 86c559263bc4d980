import { judgeRecordView, panelJudges } from './console-panel.service.ts';
import { consoleComments, consoleSelectComment } from './console-comments.service.ts';
import { consoleAnalysis, consoleExclude, consoleExport } from './console-results.service.ts';
import { resultsFunction } from './results-function.service.ts';
import {
  endRunAsLeader,
  releaseBooth,
  restartRunAt,
  sessionMonitor,
  startSynchronised,
} from './session-monitor.service.ts';
import { ok, type HandlerTable } from '../shared/handler.ts';

/** The results calls: one thin adapter each, the rules in this folder's services. */
export const resultsHandlers = {
  'run/renderFunc': async (context, request) => ok({ data: await resultsFunction(context, request.se) }),
  'pub/analysis': async (context, request) => ok(await consoleAnalysis(context, request.id, request)),
  'pub/exclude': async (context, request) => {
    await consoleExclude(context, request.id, request.judge, request.excluded);
    return ok({});
  },
  'pub/comments': async (context, request) => ok({ comments: await consoleComments(context, request.id) }),
  'pub/comments/select': async (context, request) => {
    await consoleSelectComment(context, request.id, request.comment, request.selected);
    return ok({});
  },
  'pub/monitor': async (context, request) => ok(await sessionMonitor(context, request.id, request.stuckAfterSeconds)),
  'pub/synch/start': async (context, request) => ok(await startSynchronised(context, request.id, request.delay)),
  'pub/run/end': async (context, request) => {
    await endRunAsLeader(context, request.id, request.run);
    return ok({});
  },
  'pub/run/restart': async (context, request) => {
    await restartRunAt(context, request.id, request.run, request.position);
    return ok({});
  },
  'pub/booth/release': async (context, request) => {
    await releaseBooth(context, request.term);
    return ok({});
  },
  'member/panel/list': async (context) => ok({ judges: await panelJudges(context) }),
  'member/panel/record': async (context, request) => ok(await judgeRecordView(context, request.id)),
  'pub/export': async (context, request) => ok(await consoleExport(context, request.id, request.format, request)),
} satisfies Partial<HandlerTable>;
