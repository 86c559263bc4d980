import {
  createLinkFromConsole,
  designBeforePublishing,
  publicationLinks,
  publishFromConsole,
  revokeLinkFromConsole,
} from './console-publishing.service.ts';
import { checkLink } from './links.service.ts';
import { portalParts, savePortalPart } from './portal-admin.service.ts';
import { screensFor } from './portal.service.ts';
import {
  changeJudgesTitle,
  changeProfileFilter,
  changeQuotaLimits,
  closePublication,
  deletePublication,
  listAccountPublications,
  setPublicationExpiry,
  setTraining,
} from './publication-management.service.ts';
import {
  archiveQuestionnaire,
  duplicateQuestionnaire,
  exportQuestionnaire,
  importQuestionnaire,
  listAccountQuestionnaires,
} from './questionnaire-library.service.ts';
import {
  answerCall,
  connect as connectTerminal,
  disconnect as disconnectTerminal,
  listDevices,
  recordJudge,
  wakeUp,
} from './terminals.service.ts';
import { publicationTargets, setPublicationTargets } from './training-targets.service.ts';
import { ok, type HandlerTable } from '../shared/handler.ts';

/** The publishing calls: one thin adapter each, the rules in this folder's services. */
export const publishingHandlers = {
  terms: async (context) => ok({ terms: { items: await listDevices(context) } }),
  'term/connect': async (context, request) => ok({ term: await connectTerminal(context, request) }),
  'term/call/answer': async (context, request) => {
    await answerCall(context, request.term);
    return ok({});
  },
  'term/disconnect': async (context, request) => {
    await disconnectTerminal(context, request.ttk);
    return ok({});
  },
  'term/wakeup': async (context, request) =>
    ok({ term: { ...(await wakeUp(context, request.ttk, request.term)), connected: true } }),
  'term/session': async (context, request) => ok({ term: await recordJudge(context, request) }),
  'link/check': async (context, request) => {
    const checked = await checkLink(context, request);
    return { payload: { link: checked.link }, token: checked.token };
  },
  'portal/screen/get': async (context, request) => ok({ items: await screensFor(context, request) }),
  'quest/list': async (context, request) => ok({ quests: await listAccountQuestionnaires(context, request.archived) }),
  'quest/duplicate': async (context, request) => ok({ id: await duplicateQuestionnaire(context, request.id) }),
  'quest/archive': async (context, request) => {
    await archiveQuestionnaire(context, request.id, request.archived);
    return ok({});
  },
  'quest/import': async (context, request) => ok(await importQuestionnaire(context, request)),
  'quest/export': async (context, request) => ok(await exportQuestionnaire(context, request.id)),
  'pub/list': async (context) => ok({ pubs: await listAccountPublications(context) }),
  'pub/close': async (context, request) => {
    await closePublication(context, request.id);
    return ok({});
  },
  'pub/quotaLimits': async (context, request) => {
    await changeQuotaLimits(context, request.id, request.limits);
    return ok({});
  },
  'pub/profileFilter': async (context, request) => {
    await changeProfileFilter(context, request.id, request.filter);
    return ok({});
  },
  'pub/judgesTitle': async (context, request) => {
    await changeJudgesTitle(context, request.id, request.title);
    return ok({});
  },
  'pub/training': async (context, request) => {
    await setTraining(context, request.id, request.training);
    return ok({});
  },
  'pub/targets': async (context, request) => ok(await publicationTargets(context, request.id)),
  'pub/targets/set': async (context, request) => {
    await setPublicationTargets(context, request.id, request.targets, request.panelRule);
    return ok({});
  },
  'pub/expiry': async (context, request) => {
    await setPublicationExpiry(context, request.id, request.expires);
    return ok({});
  },
  'pub/delete': async (context, request) =>
    ok({ answers: await deletePublication(context, request.id, request.answers) }),
  'pub/create': async (context, request) => ok({ id: await publishFromConsole(context, request) }),
  'pub/design': async (context, request) =>
    ok(await designBeforePublishing(context, request.questionnaireId, request.set, request.samplesPerJudge)),
  'pub/links': async (context, request) => ok(await publicationLinks(context, request.id)),
  'pub/link/create': async (context, request) => ok({ code: await createLinkFromConsole(context, request.id) }),
  'pub/link/revoke': async (context, request) => {
    await revokeLinkFromConsole(context, request.id, request.code);
    return ok({});
  },
  'acc/portal/list': async (context) => ok({ parts: await portalParts(context) }),
  'acc/portal/save': async (context, request) => {
    await savePortalPart(context, request);
    return ok({});
  },
} satisfies Partial<HandlerTable>;
