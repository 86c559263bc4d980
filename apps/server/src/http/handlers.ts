import { previewDefinition } from '../judging/definition-preview.service.ts';
import { accountImages, uploadImage } from '../accounts/images.service.ts';
import { auditLog } from '../accounts/audit.service.ts';
import { portalParts, savePortalPart } from '../publishing/portal-admin.service.ts';
import { judgeRecordView, panelJudges } from '../results/console-panel.service.ts';
import {
  createMember,
  deleteMember,
  importJudges,
  listMembers,
  participationsOf,
  setDeactivated,
  setMemberPassword,
  setMemberRoles,
  unlockMember,
} from '../panel/member-admin.service.ts';
import {
  judgeProfileForLeader,
  ownProfile,
  removeProfileField,
  saveJudgeProfile,
  saveOwnProfile,
  saveProfileField,
  visibleProfileFields,
} from '../panel/judge-profiles.service.ts';
import {
  accountForAdmin,
  changeAccountSettings,
  createAccountFromConsole,
  listAllAccounts,
  saveCustomFile,
  setLicence,
} from '../accounts/account-admin.service.ts';
import {
  endRunAsLeader,
  releaseBooth,
  restartRunAt,
  sessionMonitor,
  startSynchronised,
} from '../results/session-monitor.service.ts';
import { consoleAnalysis, consoleExclude, consoleExport } from '../results/console-results.service.ts';
import { CallError, ErrorCode, type CallPath, type CallResponse, type ParsedCallRequest } from '@palate/protocol';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { checkJudgeSession, listLogins } from '../judging/judges.service.ts';
import { checkLink } from '../publishing/links.service.ts';
import { screensFor } from '../publishing/portal.service.ts';
import { previewablePublications, savePreviews } from '../judging/preview.service.ts';
import {
  answerCall,
  connect as connectTerminal,
  disconnect as disconnectTerminal,
  listDevices,
  recordJudge,
  wakeUp,
} from '../publishing/terminals.service.ts';
import {
  changePassword,
  connectionsOf,
  issueResetKeyAsAdmin,
  login,
  loginFormOf,
  passwordRulesOf,
  profileOf,
  requestPermission,
  rolesOfCaller,
} from '../accounts/login.service.ts';
import {
  addAnonymousJudge,
  authenticate,
  disconnect,
  renewToken,
  type IssuedToken,
} from '../accounts/members.service.ts';
import { checkUpdate, listForCaller } from '../judging/questionnaire-list.service.ts';
import { moveRun, nextPage, post, requestStart, start, synchronisedClock, terminate } from '../judging/run.service.ts';
import { startOffline, upload } from '../judging/offline.service.ts';
import { resultsFunction } from '../results/results-function.service.ts';
import { servingPlan } from '../judging/serving-plan.service.ts';
import {
  changeProfileFilter,
  changeQuotaLimits,
  closePublication,
  deletePublication,
  listAccountPublications,
  setPublicationExpiry,
  setTraining,
} from '../publishing/publication-management.service.ts';
import {
  createLinkFromConsole,
  publicationLinks,
  designBeforePublishing,
  publishFromConsole,
  revokeLinkFromConsole,
} from '../publishing/console-publishing.service.ts';
import {
  archiveQuestionnaire,
  duplicateQuestionnaire,
  exportQuestionnaire,
  importQuestionnaire,
  listAccountQuestionnaires,
} from '../publishing/questionnaire-library.service.ts';
import { describeVersions } from '../accounts/system.service.ts';
import {
  addMessage,
  currentBanner,
  listMessages,
  messageRecipients,
  setMessageStatus,
} from '../accounts/messages.service.ts';

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
  'members/add': async (context, request) => {
    const token = await addAnonymousJudge(context.db, context.settings, request.conn, context.now);
    if (!request.list) return { payload: {}, token };
    const caller = await authenticate(context.db, context.settings, token.token, context.now);
    return { payload: { list: await listForCaller({ ...context, caller }, {}) }, token };
  },
  'members/check': async (context, request) =>
    request.updTk ? { payload: {}, token: await renewToken(context.db, requireCaller(context), context.now) } : ok({}),
  'members/disconnect': async (context) => {
    await disconnect(context.db, requireCaller(context), context.now);
    return { payload: {}, token: null };
  },
  'term/publication': async (context, request) => ok(await listForCaller(context, request)),
  'run/reqStart': async (context, request) => {
    const started = await requestStart(context, request.block, request.preview);
    const pres = { resumed: started.resumed, tray: started.tray };
    // A tray number must be typed before the run starts: the client asks run/start with it.
    if (!request.start || started.tray !== null) return ok({ se: started.sessionId, pres });
    return ok({ se: started.sessionId, pres, page: await start(context, started.sessionId) });
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
  'sys/versions': async (context) => ok({ versions: await describeVersions(context) }),
  'term/publication/checkUpdate': async (context, request) => ok({ updateCode: await checkUpdate(context, request) }),
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
  'quests/jsess/check': async (context, request) => ok({ jsess: await checkJudgeSession(context, request) }),
  'publication/members': async (context, request) => ok({ members: { items: await listLogins(context, request) } }),
  'portal/screen/get': async (context, request) => ok({ items: await screensFor(context, request) }),
  'srvrmsg/current': async (context, request) => ok({ msg: await currentBanner(context, request) }),
  messages: async (context, request) => ok({ items: await listMessages(context, request) }),
  'messages/add': async (context, request) => ok({ msg: await addMessage(context, request) }),
  'message/status/set': async (context, request) => {
    await setMessageStatus(context, request);
    return ok({});
  },
  'members/connect': async (context, request) => {
    const { token, account, member, roles, facilitatorNeeded } = await login(context, request);
    return {
      payload: {
        acc: {
          items: [
            {
              acc: account.code,
              name: account.name,
              guid: account.id,
              roles: roles.map((n) => ({ n })),
              type: member.type,
            },
          ],
        },
        user: { name: member.display_name, login: member.login ?? '' },
        ...(facilitatorNeeded ? { facilitator: true as const } : {}),
      },
      token,
    };
  },
  'members/list': async (context) => ok({ items: await messageRecipients(context) }),
  'members/loginForm': async (context, request) => ok({ form: await loginFormOf(context.db, request.acc) }),
  'members/updatePass': async (context, request) => {
    await changePassword(context, request);
    return ok({ done: true });
  },
  'members/resetKey': async (context, request) => ok(await issueResetKeyAsAdmin(context, request.l)),
  'pass/rules': async (context, request) => ok({ rules: await passwordRulesOf(context, request) }),
  roles: async (context) => ok({ roles: (await rolesOfCaller(context)).map((n) => ({ n })) }),
  'permission/request': async (context, request) => {
    await requestPermission(context, request.perm);
    return ok({ granted: true });
  },
  'member/connections': async (context, request) =>
    ok({ conn: { items: await connectionsOf(context, request.id, request.filters ?? {}) } }),
  'member/profile': async (context) => ok(await profileOf(context)),
  'run/synch/get': async (context, request) => ok(await synchronisedClock(context, request.se)),
  'run/renderFunc': async (context, request) => ok({ data: await resultsFunction(context, request.se) }),
  'run/preview/save': async (context, request) => ok({ saved: await savePreviews(context, request.id) }),
  'run/preview/publications': async (context) => ok({ pubs: await previewablePublications(context) }),
  'quest/list': async (context, request) => ok({ quests: await listAccountQuestionnaires(context, request.archived) }),
  'quest/duplicate': async (context, request) => ok({ id: await duplicateQuestionnaire(context, request.id) }),
  'quest/archive': async (context, request) => {
    await archiveQuestionnaire(context, request.id, request.archived);
    return ok({});
  },
  'quest/import': async (context, request) => ok(await importQuestionnaire(context, request)),
  'quest/export': async (context, request) => ok(await exportQuestionnaire(context, request.id)),
  'quest/image/upload': async (context, request) => ok(await uploadImage(context, request.name, request.data)),
  'quest/image/list': async (context) => ok({ items: await accountImages(context) }),
  'quest/preview': async (_context, request) => ok(previewDefinition(request.text, request.judge)),
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
  'pub/training': async (context, request) => {
    await setTraining(context, request.id, request.training);
    return ok({});
  },
  'pub/expiry': async (context, request) => {
    await setPublicationExpiry(context, request.id, request.expires);
    return ok({});
  },
  'pub/delete': async (context, request) =>
    ok({ answers: await deletePublication(context, request.id, request.answers) }),
  'pub/servingPlan': async (context, request) => ok(await servingPlan(context, request.id, request.judges)),
  'pub/create': async (context, request) => ok({ id: await publishFromConsole(context, request) }),
  'pub/design': async (context, request) =>
    ok(await designBeforePublishing(context, request.questionnaireId, request.set, request.samplesPerJudge)),
  'pub/links': async (context, request) => ok({ links: await publicationLinks(context, request.id) }),
  'pub/link/create': async (context, request) => ok({ code: await createLinkFromConsole(context, request.id) }),
  'pub/link/revoke': async (context, request) => {
    await revokeLinkFromConsole(context, request.id, request.code);
    return ok({});
  },
  'pub/analysis': async (context, request) => ok(await consoleAnalysis(context, request.id, request)),
  'pub/exclude': async (context, request) => {
    await consoleExclude(context, request.id, request.judge, request.excluded);
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
  'member/admin/list': async (context, request) =>
    ok({ members: await listMembers(context, { search: request.search, type: request.type }) }),
  'member/admin/create': async (context, request) => ok(await createMember(context, request)),
  'member/admin/roles': async (context, request) => {
    await setMemberRoles(context, request.id, request.roles);
    return ok({});
  },
  'member/admin/delete': async (context, request) => {
    await deleteMember(context, request.id);
    return ok({});
  },
  'member/panel/list': async (context) => ok({ judges: await panelJudges(context) }),
  'member/panel/record': async (context, request) => ok(await judgeRecordView(context, request.id)),
  'member/admin/deactivate': async (context, request) => {
    await setDeactivated(context, request.id, request.deactivated);
    return ok({});
  },
  'member/admin/unlock': async (context, request) => ok({ unlocked: await unlockMember(context, request.id) }),
  'member/admin/import': async (context, request) =>
    ok(await importJudges(context, request.text, request.checkOnly === true)),
  'member/admin/participations': async (context, request) =>
    ok({ participations: await participationsOf(context, request.id) }),
  'member/admin/password': async (context, request) =>
    ok({ password: await setMemberPassword(context, request.id, request.password, request.mustChange === true) }),
  'member/admin/profile': async (context, request) => ok({ values: await judgeProfileForLeader(context, request.id) }),
  'member/admin/profile/save': async (context, request) => {
    await saveJudgeProfile(context, request.id, request.values);
    return ok({});
  },
  'member/profile/values': async (context) => ok({ values: await ownProfile(context) }),
  'member/profile/values/save': async (context, request) => {
    await saveOwnProfile(context, request.values);
    return ok({});
  },
  'acc/profile/fields': async (context) => ok({ fields: await visibleProfileFields(context) }),
  'acc/profile/field/save': async (context, { tk: _token, ...field }) =>
    ok({ id: await saveProfileField(context, field) }),
  'acc/profile/field/delete': async (context, request) => {
    await removeProfileField(context, request.id);
    return ok({});
  },
  'acc/get': async (context, request) => ok(await accountForAdmin(context, request.code)),
  'acc/settings': async (context, request) => ok({ settings: await changeAccountSettings(context, request) }),
  'acc/custom': async (context, request) => {
    await saveCustomFile(context, request.code, request.kind, request.content);
    return ok({});
  },
  'acc/list': async (context) => ok({ accounts: await listAllAccounts(context) }),
  'acc/create': async (context, request) => {
    await createAccountFromConsole(context, request);
    return ok({});
  },
  'acc/licence': async (context, request) => {
    await setLicence(context, request.code, request.maxDevices);
    return ok({});
  },
  'acc/portal/list': async (context) => ok({ parts: await portalParts(context) }),
  'acc/portal/save': async (context, request) => {
    await savePortalPart(context, request);
    return ok({});
  },
  'acc/audit': async (context, request) => ok({ entries: await auditLog(context, request) }),
  'pub/export': async (context, request) => ok(await consoleExport(context, request.id, request.format, request)),
};
