import { z } from 'zod';
import { CALL_ACCESS, type Access, type CallPath } from './access.ts';
import { answer, pageView, publicationSummary, resultsFunctionData, versions } from './views.ts';
import { previewablePublication, previewOptions } from './preview.ts';
import { token } from './envelope.ts';
import { analysisFilters, publicationAnalysis, resultsExportFormat } from './analysis.ts';
import { publicationComment } from './comments.ts';
import { LANGUAGES, localizedText, questionnaire } from '@palate/engine';
import {
  connectedTerminal,
  device,
  linkCode,
  linkView,
  listNavigation,
  portalScreen,
  portalScreenScope,
  publicationDetail,
  terminalToken,
} from './booth.ts';
import { message, messageGroup, messageStatus, messageType } from './messages.ts';
import {
  accountSettings,
  connectionFilters,
  connectionItem,
  loginAccount,
  loginForm,
  memberProfile,
  namedMember,
  participation,
  roleItem,
} from './members.ts';
import { ROLES } from './roles.ts';
import { passwordRules } from './passwords.ts';
import { offlineDownload, offlineLogEntry, uploadedPage } from './offline.ts';
import { auditEntry } from './audit.ts';
import { apiTokenView, newApiToken } from './api-tokens.ts';
import { webhookDelivery, webhookEvent, webhookUrl, webhookView } from './webhooks.ts';
import { consoleOrigin, mailMessageView, mailSetup, mailStatus } from './mail.ts';
import { bookablePublication, monitoredSlot, newSlots, ownBooking, slotSettings } from './slots.ts';
import { ownRewardEntry, publicationReward, rewardAdjustment, rewardBalance, rewardEntry } from './rewards.ts';
import { consentCounts, consentRecord, consentText, judgeData, publicationConsent } from './consent.ts';
import {
  invitationOutcome,
  invitationView,
  inviteFileRequest,
  inviteFileResponse,
  invitePanelRequest,
  openedInvitation,
  reminderSchedule,
} from './invitations.ts';
import { sessionMonitor } from './monitor.ts';
import { productCallSchemas } from './products.ts';
import { accountSummary, administeredAccount, customAssetText } from './account-admin.ts';
import { authoredPortalPart } from './portal-admin.ts';
import { administeredMember, importFault, judgeEmail, judgesFile, newMember } from './member-admin.ts';
import { judgeRecord, panelJudge } from './panel.ts';
import {
  keptProfileValue,
  profileField,
  profileFieldChecked,
  profileFieldShape,
  profileFilter,
  profileValues,
  quotas,
  MOST_PER_QUOTA_CELL,
} from './judge-profiles.ts';
import {
  MAX_IMAGE_BYTES,
  definitionFault,
  definitionText,
  imageView,
  plannedCup,
  incompleteBlockSummary,
  judgesTitle,
  publicationOverview,
  questionnaireSummary,
} from './console.ts';

export interface CallDefinition<Request extends z.ZodType, Response extends z.ZodType> {
  access: Access;
  request: Request;
  response: Response;
  /** For `terminal` access: the body field holding the terminal token, checked before the rest of the body. */
  terminalTokenField?: string;
}

type CallSchemas<Request extends z.ZodType, Response extends z.ZodType> = Omit<
  CallDefinition<Request, Response>,
  'access'
>;

function call<Request extends z.ZodType, Response extends z.ZodType>(
  request: Request,
  response: Response,
): CallSchemas<Request, Response> {
  return { request, response };
}

function terminalCall<
  Field extends string,
  Request extends z.ZodObject<Record<Field, typeof terminalToken>>,
  Response extends z.ZodType,
>(terminalTokenField: Field, request: Request, response: Response): CallSchemas<Request, Response> {
  return { request, response, terminalTokenField };
}

/** The body of every call made with a member token: the server reads `tk` before the rest, to check the caller's role first. */
export const authenticated = z.object({ tk: token });
const empty = z.object({});

/** A judge's list of questionnaires: term/publication's answer. */
const judgeList = z.object({
  pubs: z.array(publicationSummary),
  updateCode: z.string(),
  pub: publicationDetail.nullable(),
  nav: listNavigation,
  /** At a booth, for an anonymous judge: the questionnaires they may answer once identified. */
  identPubs: z.array(z.object({ id: z.string(), name: z.string() })),
});
const sessionId = z.string().min(1).max(64);
/**
 * Why a run ended before its last screen (with `screenedOut: true`): `quota`, the judge's
 * quota cell was full after the screening page; `endIf`, a page's screen-out condition held.
 */
const screenOut = z.enum(['quota', 'endIf']).optional();
/** Where a post or a move leaves the run: the screen moved to, or `null` at the end. */
const runEnd = z.object({
  page: pageView.nullable(),
  finished: z.boolean(),
  /** The run ended screened out: the client thanks the judge (counted as screened out, never incomplete). */
  screenedOut: z.literal(true).optional(),
  screenOut,
});
const loginName = z.string().max(200);
const accountCode = z.string().max(200);
/** Passwords are checked by rules, not by the schema; the bound only keeps bodies small. */
const password = z.string().max(256);

/** A training publication's target for one product and attribute (a scale control): value ± tolerance. */
export const targetEntry = z.object({
  product: z.string().min(1).max(64),
  control: z.string().min(1).max(64),
  value: z.number().finite(),
  tolerance: z.number().finite().min(0),
});
export type TargetEntry = z.infer<typeof targetEntry>;

/** Where no target is set: the panel's mean ± k SD, once `minJudges` other judges have answered. */
export const panelTargetRule = z.object({
  k: z.number().min(0.25).max(3),
  minJudges: z.number().int().min(2).max(100),
});

/** Every call Palate answers, by its spec path. */
const schemas = {
  'members/add': call(
    z.object({
      type: z.literal('j'),
      conn: z.string().max(200).optional(),
      ua: z.string().max(512).optional(),
      /**
       * Beyond the spec: the new judge's list (term/publication without a booth or a link)
       * comes with the token, one round trip fewer before the judge can start.
       */
      list: z.boolean().optional(),
    }),
    z.object({ list: judgeList.optional() }),
  ),
  'members/check': call(authenticated.extend({ updTk: z.boolean().optional() }), empty),
  'members/disconnect': call(
    authenticated.extend({ term: z.string().max(64).optional(), anonym: z.boolean().optional() }),
    empty,
  ),
  'term/publication': call(
    authenticated.extend({
      /** The terminal token (ttk) of the booth the judge answers on. */
      term: z.string().max(128).optional(),
      /** The individual link code the judge came through: only its publication is listed. */
      link: z.string().max(64).optional(),
      /** A block to put in focus as `pub` (the spec's session to launch). */
      sess: z.string().max(64).optional(),
      launch: z.boolean().optional(),
      inQuestJudgeSession: z.boolean().optional(),
    }),
    judgeList,
  ),
  'run/reqStart': call(
    authenticated.extend({
      block: z.string().min(1).max(64),
      screenshots: z.boolean().optional(),
      /** A panel leader's simulation (spec: preview) instead of a judge's run. */
      preview: previewOptions.optional(),
      /**
       * Start the run too, as run/start without `pres` would, and give its first screen as
       * `page`: one round trip from the list's Start to the first screen. No page while a
       * tray number is due first (`pres.tray`).
       */
      start: z.boolean().optional(),
    }),
    z.object({
      se: sessionId,
      pres: z.object({
        resumed: z.boolean(),
        /** Set while the judge must type a tray number (session parameters m and M) before run/start. */
        tray: z.object({ min: z.number().int(), max: z.number().int() }).nullable().default(null),
      }),
      /** The run's first screen (the one to resume at), when asked with `start`. */
      page: pageView.optional(),
    }),
  ),
  'run/start': call(
    authenticated.extend({
      /** Optional in the schema only so that a start without a session gets the spec's 3301 rather than 90422. */
      se: sessionId.or(z.literal('')).optional(),
      /** Download the run to answer it offline: the answer then also carries `offline`. */
      offline: z.boolean().optional(),
      pres: z
        .object({
          /** The tray number the judge typed, when run/reqStart asked for one. */
          tray: z.number().int().min(0).max(1_000_000).optional(),
          /** Without a tray prompt: the design row to serve (1 for the first), at the first start. */
          order: z.number().int().min(1).max(1_000_000).optional(),
          /** Session parameter n: the definition's set of products to serve (1 for the first), at the first start. */
          set: z.number().int().min(1).max(1000).optional(),
          /** Session parameters m and M: a tray-number prompt, for a publication that asks none itself. */
          prompt: z
            .object({ min: z.number().int().min(0).max(1_000_000), max: z.number().int().min(0).max(1_000_000) })
            .refine((prompt) => prompt.min <= prompt.max, { message: 'min is above max', path: ['max'] })
            .optional(),
        })
        .optional(),
    }),
    z.object({ page: pageView, offline: offlineDownload.optional() }),
  ),
  'run/upload': call(
    z.object({
      /** The block id and run the results belong to (spec: UploadResults {id, overwrite, log}). */
      id: z.string().min(1).max(64),
      se: sessionId,
      /** The download's upload key: the judge's token may have expired meanwhile. */
      key: z.string().min(22).max(128),
      /** Made by the client for each upload; a resend with the same id stores nothing twice. */
      uploadId: z.uuid(),
      /** Replace answers the run received online after the download (the conflict dialog's choice). */
      overwrite: z.boolean().default(false),
      /** Every screen answered offline, and where the judge stopped. */
      pages: z.array(uploadedPage).max(2000),
      position: z.number().int().min(0),
      /** The judge reached the end of the block offline. */
      finished: z.boolean(),
      log: z.array(offlineLogEntry).max(10_000).default([]),
    }),
    z.object({ finished: z.boolean(), screenedOut: z.literal(true).optional(), screenOut }),
  ),
  'run/post': call(
    authenticated.extend({
      se: sessionId,
      /** Made by the client for each post; a resend with the same id stores nothing twice. */
      postId: z.uuid(),
      /** The screen the answers belong to, as the client saw it. */
      position: z.number().int().min(0),
      answers: z.array(answer).max(500),
      moving: z.enum(['next', 'prev', 'stay']).default('stay'),
    }),
    runEnd,
  ),
  'run/nextPage': call(authenticated.extend({ se: sessionId }), runEnd),
  'run/prevPage': call(authenticated.extend({ se: sessionId }), z.object({ page: pageView })),
  'run/moveTo': call(
    authenticated.extend({ se: sessionId, dest: z.number().int().min(0) }),
    z.object({ page: pageView }),
  ),
  'run/terminate': call(authenticated.extend({ se: sessionId }), z.object({ finished: z.literal(true) })),
  'sys/versions': call(empty, z.object({ versions })),
  'term/publication/checkUpdate': call(
    authenticated.extend({ term: z.string().max(128).optional(), link: z.string().max(64).optional() }),
    z.object({ updateCode: z.string() }),
  ),
  terms: call(authenticated, z.object({ terms: z.object({ items: z.array(device) }) })),
  'term/connect': call(
    authenticated.extend({
      /** An existing terminal to connect again (its old token stops working). */
      term: z.string().min(1).max(64).optional(),
      /** The name of a new terminal. */
      name: z.string().trim().min(1).max(64).optional(),
      /** A judge's own browser rather than a booth device; not counted by the licence. */
      virt: z.boolean().optional(),
    }),
    z.object({ term: connectedTerminal }),
  ),
  'term/disconnect': terminalCall('ttk', z.object({ ttk: terminalToken }), empty),
  /** The leader answers a booth's call: the judge's call button stops waiting. */
  'term/call/answer': call(authenticated.extend({ term: z.string().min(1).max(64) }), empty),
  'term/wakeup': terminalCall(
    'ttk',
    z.object({ ttk: terminalToken, term: z.string().max(64) }),
    z.object({ term: z.object({ id: z.string(), name: z.string(), connected: z.literal(true) }) }),
  ),
  'term/session': call(
    authenticated.extend({
      term: terminalToken,
      /** The block the judge runs on the terminal; null while on the list. */
      block: z.string().max(64).nullable().optional(),
      /** The judge leaves the terminal (end screen, change of judge). */
      leave: z.boolean().optional(),
      /** From the list: call the panel leader (true) or cancel the call (false). */
      call: z.boolean().optional(),
    }),
    z.object({ term: z.object({ id: z.string(), name: z.string() }) }),
  ),
  'link/check': call(
    z.object({ link: linkCode, judge: z.string().max(128).optional(), reconn: z.boolean().optional() }),
    z.object({ link: linkView }),
  ),
  'quests/jsess/check': call(
    authenticated.extend({
      id: z.string().min(1).max(64),
      term: z.string().max(128).optional(),
      judge: z.string().max(128).optional(),
      link: z.string().max(64).optional(),
    }),
    z.object({ jsess: z.object({ id: z.string(), st: z.enum(['inProgress', 'finished']) }).nullable() }),
  ),
  'publication/members': terminalCall(
    'term',
    z.object({ id: z.string().min(1).max(64), term: terminalToken }),
    z.object({ members: z.object({ items: z.array(z.object({ login: z.string(), name: z.string() })) }) }),
  ),
  'portal/screen/get': call(
    z.object({
      term: z.string().max(128).optional(),
      tk: z.string().max(128).optional(),
      acc: z.object({ cd: z.string().max(200) }).optional(),
      link: z.string().max(64).optional(),
      type: z.string().min(1).max(32),
    }),
    z.object({ items: z.array(portalScreen.extend({ scope: portalScreenScope })) }),
  ),
  'srvrmsg/current': call(
    authenticated.extend({ lang: z.string().max(16).optional(), target: z.string().max(32).optional() }),
    z.object({ msg: message.nullable() }),
  ),
  messages: call(
    authenticated.extend({
      /** Only the messages this member wrote. */
      owner: z.string().max(64).optional(),
      /** Checksums the caller already holds: those messages are left out of the answer. */
      checksums: z.array(z.string().max(64)).max(1000).optional(),
    }),
    z.object({ items: z.array(message) }),
  ),
  'messages/add': call(
    authenticated.extend({
      text: z.string().trim().min(1).max(2000),
      type: messageType.default('note'),
      recipients: z
        .object({ group: messageGroup.optional(), users: z.array(z.string().max(64)).max(500).optional() })
        .refine((recipients) => recipients.group !== undefined || (recipients.users?.length ?? 0) > 0, {
          message: 'A message needs a group or at least one user.',
        }),
      target: z.string().max(32).optional(),
      lang: z.string().max(16).optional(),
    }),
    z.object({ msg: message }),
  ),
  'message/status/set': call(authenticated.extend({ msg: z.string().min(1).max(64), status: messageStatus }), empty),
  /** The login: one service function behind it (services/login.service.ts). */
  'members/connect': call(
    z.object({
      l: loginName,
      p: password.default(''),
      ua: z.string().max(512).optional(),
      term: z.string().max(64).optional(),
      reconn: z.boolean().optional(),
      acc: accountCode.optional(),
      /** The facilitator who completes a judge's login (account setting facilitator): their login and password. */
      fl: loginName.optional(),
      fp: password.optional(),
    }),
    z.object({
      acc: z.object({ items: z.array(loginAccount) }),
      user: z.object({ name: z.string(), login: z.string() }),
      /** The judge is known but no token yet: a facilitator must complete the login (fl, fp). */
      facilitator: z.literal(true).optional(),
    }),
  ),
  /** The leader's list of the account's named members, to address messages by name. */
  'members/list': call(authenticated, z.object({ items: z.array(namedMember) })),
  'members/loginForm': call(z.object({ acc: accountCode.optional() }), z.object({ form: loginForm })),
  'members/updatePass': call(
    z.object({
      tk: token.optional(),
      l: loginName.optional(),
      acc: accountCode.optional(),
      old: password.optional(),
      updateKey: z.string().max(64).optional(),
      new: password,
      confirm: password.optional(),
    }),
    z.object({ done: z.literal(true) }),
  ),
  'members/resetKey': call(
    authenticated.extend({ l: loginName }),
    z.object({ updateKey: z.string(), hours: z.number().int() }),
  ),
  'pass/rules': call(
    z.object({
      userType: z.enum(['u', 'j', 'p']),
      tk: token.optional(),
      acc: accountCode.optional(),
      /** The login whose password is to change (expired or reset mode): its member's rules are the ones checked. */
      l: loginName.optional(),
    }),
    z.object({ rules: passwordRules }),
  ),
  roles: call(authenticated, z.object({ roles: z.array(roleItem) })),
  'permission/request': call(
    authenticated.extend({ perm: z.string().min(1).max(64) }),
    z.object({ granted: z.literal(true) }),
  ),
  'member/connections': call(
    authenticated.extend({ id: z.string().max(64).optional(), filters: connectionFilters.optional() }),
    z.object({ conn: z.object({ items: z.array(connectionItem) }) }),
  ),
  'member/profile': call(authenticated, z.object({ profile: memberProfile, participations: z.array(participation) })),
  'run/preview/save': call(
    authenticated.extend({ id: z.string().min(1).max(64) }),
    /** How many unfinished simulations of the publication were kept as they stood. */
    z.object({ saved: z.number().int().min(0) }),
  ),
  'run/preview/publications': call(authenticated, z.object({ pubs: z.array(previewablePublication) })),
  /**
   * The shared clock of a run's synchronised temporal screens: the server's time now, and
   * the leader's latest synchronised start of the publication (null before the first).
   * The booth measures its offset from `now` and starts at `startsAt` on its own clock.
   */
  'run/synch/get': call(
    authenticated.extend({ se: sessionId }),
    z.object({ now: z.number(), startsAt: z.number().nullable() }),
  ),
  'run/renderFunc': call(authenticated.extend({ se: sessionId }), z.object({ data: resultsFunctionData })),
  /** The latest version of each questionnaire of the account: those listed, or the archived ones. */
  'quest/list': call(
    authenticated.extend({ archived: z.boolean().optional() }),
    z.object({ quests: z.array(questionnaireSummary) }),
  ),
  /**
   * A definition file checked as `palate check` checks it, and stored for the leader's
   * account unless `checkOnly`: `id` is null when it has faults (then nothing is stored).
   */
  'quest/import': call(
    authenticated.extend({
      text: definitionText,
      checkOnly: z.boolean().optional(),
      /** A questionnaire of the account: the definition is stored as its next version. */
      versionOf: z.string().min(1).max(64).optional(),
    }),
    z.object({
      id: z.string().nullable(),
      name: z.string().nullable(),
      faults: z.array(definitionFault),
      warnings: z.array(definitionFault),
    }),
  ),
  /** A questionnaire copied as a new one of its own (version 1), named after it with `-copy`. */
  'quest/duplicate': call(authenticated.extend({ id: z.string().min(1).max(64) }), z.object({ id: z.string() })),
  /** Takes every version of a questionnaire off the list (its publications and results stay), or back. */
  'quest/archive': call(authenticated.extend({ id: z.string().min(1).max(64), archived: z.boolean() }), empty),
  /**
   * A picture for info controls (PNG, JPEG, GIF or WebP, told by its bytes; 4150 for any
   * other type), at most MAX_IMAGE_BYTES, in base64; stored under a new name to give as the
   * control's image.
   */
  'quest/image/upload': call(
    authenticated.extend({
      name: z.string().min(1).max(255),
      data: z
        .string()
        .min(1)
        .max(Math.ceil(MAX_IMAGE_BYTES / 3) * 4)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
    }),
    imageView,
  ),
  /**
   * A definition being edited, as judge `judge` (a design row, 1 for the first) would be
   * served it, for the console's live preview: its faults as `palate check` gives them, or
   * every screen in order. Nothing is stored.
   */
  'quest/preview': call(
    authenticated.extend({ text: definitionText, judge: z.number().int().min(1).max(10_000).default(1) }),
    z.object({ faults: z.array(definitionFault), warnings: z.array(definitionFault), pages: z.array(pageView) }),
  ),
  /** The account's pictures, newest first. */
  'quest/image/list': call(authenticated, z.object({ items: z.array(imageView) })),
  /** A stored definition as a YAML file, which quest/import and `palate check` read back unchanged. */
  'quest/export': call(
    authenticated.extend({ id: z.string().min(1).max(64) }),
    z.object({ name: z.string(), text: z.string() }),
  ),
  'pub/list': call(authenticated, z.object({ pubs: z.array(publicationOverview) })),
  /**
   * The kitchen's serving plan of a publication: the cups of the first `judges` design rows
   * (default: the target, else 24); for a random design, only the judges who started.
   */
  'pub/servingPlan': call(
    authenticated.extend({ id: z.string().min(1).max(64), judges: z.number().int().min(1).max(500).optional() }),
    z.object({
      name: z.string(),
      design: z.enum(['williams', 'random', 'fixed']),
      /** True when the orders are drawn as each judge starts, so only started judges are planned. */
      startedOnly: z.boolean(),
      /** Each judge's cups have codes of their own (codes per judge): a code names one judge's cup. */
      codesPerJudge: z.boolean(),
      /** The incomplete block design served, or null when every judge gets every product. */
      incompleteBlocks: incompleteBlockSummary.nullable(),
      cups: z.array(plannedCup),
    }),
  ),
  /** Publishes a questionnaire of the account as `palate publish` does; sample code file faults come with their line. */
  'pub/create': call(
    authenticated.extend({
      questionnaireId: z.string().min(1).max(64),
      name: z.string().trim().min(1).max(200),
      anonymous: z.boolean(),
      target: z.number().int().min(1).max(100_000).optional(),
      /** When judges may first see and start it; at once when absent. */
      opens: z.number().int().positive().optional(),
      expires: z.number().int().positive().optional(),
      deletes: z.number().int().positive().optional(),
      tray: z
        .object({
          min: z.number().int().min(1).max(100_000),
          max: z.number().int().min(1).max(100_000),
          unique: z.boolean(),
        })
        .optional(),
      offline: z.boolean().optional(),
      /** A training session of the panel: in the judges' records, kept out of reports. */
      training: z.boolean().optional(),
      /** Serves the questionnaire this many times to each judge, rather than as the definition says. */
      repetitions: z.number().int().min(1).max(20).optional(),
      /** Each repetition in a sitting of its own, or all in one, rather than as the definition says. */
      blocks: z.enum(['single', 'perRepetition']).optional(),
      /** Serves only this product set of the definition's `sets` (1 for the first). */
      set: z.number().int().min(1).max(100).optional(),
      /** Serves each judge this many of the products (an incomplete block design), rather than as the definition says; below the products served. */
      samplesPerJudge: z.number().int().min(2).max(1000).optional(),
      /** Minutes after which the rank of a judge who started but answered nothing goes to the next judge. */
      reassignIdle: z.number().int().min(1).max(10_080).optional(),
      /** Only judges whose profile meets every condition see and start it. */
      filter: profileFilter.optional(),
      /** Quotas on profile fields or on the screening page's controls: a judge whose cell is full is stopped. */
      quotas: quotas.optional(),
      /** A sample code file's text (CSV); random 3-digit codes when absent. */
      codes: z
        .string()
        .max(1024 * 1024)
        .optional(),
      /** Each judge's cups coded afresh (3-digit codes of their own), rather than one code per sample; not with `codes`. */
      codesPerJudge: z.boolean().optional(),
      /** What judges see it as, in place of the questionnaire's title; `name` is the leader's only. */
      judgesTitle: judgesTitle.optional(),
    }),
    z.object({ id: z.string() }),
  ),
  /**
   * Before publishing: the questionnaire's title in the caller's language, how many products
   * a publication of it would serve (with product set `set`), the definition's samples per
   * judge, the incomplete block design that `samplesPerJudge` (else the definition's) gives,
   * or null when every judge would get every product or K is not from 2 to T − 1, and how
   * many consecutive judges complete the design (1 when any number does).
   */
  'pub/design': call(
    authenticated.extend({
      questionnaireId: z.string().min(1).max(64),
      set: z.number().int().min(1).max(100).optional(),
      samplesPerJudge: z.number().int().min(1).max(1000).optional(),
    }),
    z.object({
      title: z.string(),
      products: z.number().int(),
      definedSamplesPerJudge: z.number().int().nullable(),
      incompleteBlocks: incompleteBlockSummary.nullable(),
      judgesPerBlock: z.number().int().min(1),
    }),
  ),
  /**
   * New limits for the cells of a publication's quotas while judges come: `limits[q][c]` for
   * cell c of quota q, every cell of every quota, in their order. A limit below the judges
   * already counted fills the cell; nobody counted is taken out.
   */
  'pub/quotaLimits': call(
    authenticated.extend({
      id: z.string().min(1).max(64),
      limits: z
        .array(z.array(z.number().int().min(0).max(MOST_PER_QUOTA_CELL)).min(1).max(50))
        .min(1)
        .max(10),
    }),
    empty,
  ),
  /**
   * Restricts a publication to other profiles while judges come (empty: every judge): who
   * may list and start it from now on; runs under way go on.
   */
  'pub/profileFilter': call(authenticated.extend({ id: z.string().min(1).max(64), filter: profileFilter }), empty),
  /** What judges see a publication as from now on; null: the questionnaire's title. */
  'pub/judgesTitle': call(
    authenticated.extend({ id: z.string().min(1).max(64), title: judgesTitle.nullable() }),
    empty,
  ),
  /** Marks a publication as a training session (in the judges' records, kept out of reports) or as a study. */
  'pub/training': call(authenticated.extend({ id: z.string().min(1).max(64), training: z.boolean() }), empty),
  /** Closes a publication now: no judge may start it any more; runs under way may end. */
  'pub/close': call(authenticated.extend({ id: z.string().min(1).max(64) }), empty),
  /**
   * When a publication closes: a moment to come reopens a closed one or moves an open one's
   * closing; null, never. Not for a deleted publication.
   */
  'pub/expiry': call(
    authenticated.extend({ id: z.string().min(1).max(64), expires: z.number().int().positive().nullable() }),
    empty,
  ),
  /**
   * Deletes a publication's judges' data now, as its deletion date would: runs, answers,
   * links and codes go, and judges are told it is deleted. `answers` is the count the leader
   * was shown and confirmed; when more have come since, nothing is deleted (90422).
   */
  'pub/delete': call(
    authenticated.extend({ id: z.string().min(1).max(64), answers: z.number().int().min(0) }),
    z.object({ answers: z.number().int() }),
  ),
  /**
   * A publication's name and global links, and the address judges reach the server at
   * (PUBLIC_URL; null when unset, and the console then uses the address it is viewed at).
   */
  'pub/links': call(
    authenticated.extend({ id: z.string().min(1).max(64) }),
    z.object({
      name: z.string(),
      publicUrl: z.string().nullable(),
      links: z.array(z.object({ code: z.string(), created: z.number() })),
    }),
  ),
  'pub/link/create': call(authenticated.extend({ id: z.string().min(1).max(64) }), z.object({ code: z.string() })),
  'pub/link/revoke': call(
    authenticated.extend({ id: z.string().min(1).max(64), code: z.string().min(1).max(64) }),
    empty,
  ),
  /**
   * The results page: a publication's analysis with the filters asked, the questionnaire that
   * names its questions and products, and every judge who answered with whether they are left
   * out for good.
   */
  'pub/analysis': call(
    authenticated.extend({ id: z.string().min(1).max(64), ...analysisFilters.shape }),
    z.object({
      name: z.string(),
      analysis: publicationAnalysis,
      questionnaire,
      judges: z.array(z.object({ label: z.string(), excluded: z.boolean() })),
    }),
  ),
  /** Leaves a judge out of every later analysis of a publication, or takes them back. */
  'pub/exclude': call(
    authenticated.extend({ id: z.string().min(1).max(64), judge: z.string().min(1).max(200), excluded: z.boolean() }),
    empty,
  ),
  /**
   * The answers in words of a publication's judges (comments, text questions), but those of
   * judges left out for good, each with whether a leader picked it for the report.
   */
  'pub/comments': call(
    authenticated.extend({ id: z.string().min(1).max(64) }),
    z.object({ comments: z.array(publicationComment) }),
  ),
  /** Picks a judge's comment (its id from pub/comments) for the publication's report, or drops it. */
  'pub/comments/select': call(
    authenticated.extend({ id: z.string().min(1).max(64), comment: z.string().min(1).max(400), selected: z.boolean() }),
    empty,
  ),
  /**
   * The live monitor of a publication: every judge's progress, the account's booths and
   * their calls. Cheap enough to be asked every second or two by each leader watching.
   */
  'pub/monitor': call(
    authenticated.extend({
      id: z.string().min(1).max(64),
      /** A judge on one screen for longer than this is flagged (default 300). */
      stuckAfterSeconds: z.number().int().min(10).max(86_400).optional(),
    }),
    sessionMonitor,
  ),
  /**
   * A leader starts every booth waiting on a synchronised temporal screen of the
   * publication, `delay` seconds from now (a countdown the judges see), kept in the audit log.
   */
  'pub/synch/start': call(
    authenticated.extend({ id: z.string().min(1).max(64), delay: z.number().int().min(3).max(60) }),
    z.object({ startsAt: z.number() }),
  ),
  /** A leader ends a judge's run from the monitor (kept in the audit log). */
  'pub/run/end': call(authenticated.extend({ id: z.string().min(1).max(64), run: z.string().min(1).max(64) }), empty),
  /** A leader lets a judge start again from a screen (from 0), answers kept (kept in the audit log). */
  'pub/run/restart': call(
    authenticated.extend({
      id: z.string().min(1).max(64),
      run: z.string().min(1).max(64),
      position: z.number().int().min(0).max(100_000),
    }),
    empty,
  ),
  /** A leader frees a booth: no judge on it, no call waiting (kept in the audit log). */
  'pub/booth/release': call(authenticated.extend({ term: z.string().min(1).max(64) }), empty),
  /** The account's members, by name, filtered by a search on login or name and by type. */
  'member/admin/list': call(
    authenticated.extend({ search: z.string().max(200).optional(), type: z.enum(['u', 'j']).optional() }),
    z.object({ members: z.array(administeredMember) }),
  ),
  /**
   * A new member of the account: leaders add named judges, administrators add users too.
   * A generated password is given back once (null when the leader typed one).
   */
  'member/admin/create': call(
    authenticated.extend(newMember.shape),
    z.object({ id: z.string(), password: z.string().nullable() }),
  ),
  /** An administrator sets a member's roles. */
  'member/admin/roles': call(
    authenticated.extend({ id: z.string().min(1).max(64), roles: z.array(z.enum(ROLES)).max(ROLES.length) }),
    empty,
  ),
  /** Deactivates a member (they cannot sign in, their tokens end) or activates them again. */
  'member/admin/deactivate': call(
    authenticated.extend({ id: z.string().min(1).max(64), deactivated: z.boolean() }),
    empty,
  ),
  /** Lifts the lock-out after too many wrong passwords; `unlocked` is false when there was none. */
  'member/admin/unlock': call(
    authenticated.extend({ id: z.string().min(1).max(64) }),
    z.object({ unlocked: z.boolean() }),
  ),
  /**
   * Named judges from a CSV file (login, name, language; or the columns a first line names,
   * `login` first, profile fields by key), each with a generated password given back once;
   * with a fault on any line (a profile value that does not fit its field among them)
   * nothing is stored and the faults say where.
   */
  'member/admin/import': call(
    authenticated.extend({ text: judgesFile, checkOnly: z.boolean().optional() }),
    z.object({
      faults: z.array(importFault),
      created: z.array(z.object({ login: z.string(), password: z.string() })),
    }),
  ),
  /** The questionnaires a member of the account took part in, newest first. */
  'member/admin/participations': call(
    authenticated.extend({ id: z.string().min(1).max(64) }),
    z.object({ participations: z.array(participation) }),
  ),
  /**
   * Deletes a member: their login, profile and record go; a judge's answers stay for the
   * studies already run, each publication's under an anonymous judge number (J001…).
   */
  'member/admin/delete': call(authenticated.extend({ id: z.string().min(1).max(64) }), empty),
  /** The account's named judges with their figures over their record, for the panel screen. */
  'member/panel/list': call(authenticated, z.object({ judges: z.array(panelJudge) })),
  /** A named judge's record: every publication they answered, with their figures and the panel's medians. */
  'member/panel/record': call(authenticated.extend({ id: z.string().min(1).max(64) }), judgeRecord),
  /**
   * An administrator sets a member's password: typed, or generated and given back once;
   * with mustChange the first login must change it.
   */
  'member/admin/password': call(
    authenticated.extend({
      id: z.string().min(1).max(64),
      password: z.string().min(1).max(256).optional(),
      mustChange: z.boolean().optional(),
    }),
    z.object({ password: z.string().nullable() }),
  ),
  /** A judge's profile: the values of the fields the caller sees (null where none is kept). */
  'member/admin/profile': call(
    authenticated.extend({ id: z.string().min(1).max(64) }),
    z.object({ values: z.array(keptProfileValue) }),
  ),
  /** Sets a judge's profile values (null clears one); refused whole (90422, the field named) when one is not valid. */
  'member/admin/profile/save': call(
    authenticated.extend({ id: z.string().min(1).max(64), values: profileValues }),
    empty,
  ),
  /** What is kept about the caller: every profile field of the account with their value, and whether they may change it. */
  'member/profile/values': call(authenticated, z.object({ values: z.array(keptProfileValue) })),
  /** The caller fills or changes the profile fields the account lets judges change. */
  'member/profile/values/save': call(authenticated.extend({ values: profileValues }), empty),
  /** The account's profile fields, in order: those the caller sees (administrators see every one). */
  'acc/profile/fields': call(authenticated, z.object({ fields: z.array(profileField) })),
  /** An administrator defines a profile field, or changes one (`id`; its key and kind stay). */
  'acc/profile/field/save': call(
    profileFieldChecked(authenticated.extend({ id: z.string().min(1).max(64).optional(), ...profileFieldShape })),
    z.object({ id: z.string() }),
  ),
  /** An administrator removes a profile field: every judge's value of it goes with it. */
  'acc/profile/field/delete': call(authenticated.extend({ id: z.string().min(1).max(64) }), empty),
  /** The caller's account (or, for the server administrator, the one named by code) as its administrators edit it. */
  'acc/get': call(authenticated.extend({ code: z.string().min(1).max(200).optional() }), administeredAccount),
  /** Changes some login settings (and the name) of the account; answers the settings now in force. */
  'acc/settings': call(
    authenticated.extend({
      code: z.string().min(1).max(200).optional(),
      name: z.string().trim().min(1).max(200).optional(),
      settings: accountSettings.partial(),
    }),
    z.object({ settings: accountSettings }),
  ),
  /** The account's custom stylesheet or script, served at /custom/ to its judges' app; empty removes it. */
  'acc/custom': call(
    authenticated.extend({
      code: z.string().min(1).max(200).optional(),
      kind: z.enum(['css', 'js']),
      content: customAssetText,
    }),
    empty,
  ),
  /** Every account of the server, for its administrator. */
  'acc/list': call(authenticated, z.object({ accounts: z.array(accountSummary) })),
  /** A new account (server administrator). */
  'acc/create': call(
    authenticated.extend({
      code: z.string().min(1).max(200),
      name: z.string().trim().min(1).max(200),
      settings: accountSettings.partial().optional(),
    }),
    empty,
  ),
  /** An account's licence: booth devices it may connect at once, null for the server's limit (server administrator). */
  'acc/licence': call(
    authenticated.extend({
      code: z.string().min(1).max(200),
      maxDevices: z.number().int().min(0).max(100_000).nullable(),
    }),
    empty,
  ),
  /** The account's portal headers and footers, for the account, its booths and its links. */
  'acc/portal/list': call(authenticated, z.object({ parts: z.array(authoredPortalPart) })),
  /** A header or footer saved (empty content removes it); the scope must be the account's own, or one of its booths or links. */
  'acc/portal/save': call(
    authenticated.extend(authoredPortalPart.omit({ scopeId: true }).shape).extend({
      scopeId: z.string().min(1).max(64).optional(),
    }),
    empty,
  ),
  /** The account's audit log, newest first: who changed what from the console, and when. Administrators only. */
  'acc/audit': call(
    authenticated.extend({
      action: z.string().min(1).max(64).optional(),
      actor: z.string().min(1).max(64).optional(),
      since: z.number().int().nonnegative().optional(),
      until: z.number().int().nonnegative().optional(),
      limit: z.number().int().min(1).max(1000).default(200),
    }),
    z.object({ entries: z.array(auditEntry) }),
  ),
  /** The account's webhooks (docs/api.md, Webhooks), for its leaders. */
  'acc/webhooks/list': call(authenticated, z.object({ webhooks: z.array(webhookView) })),
  /** A new webhook: its secret is in this answer only. */
  'acc/webhooks/create': call(
    authenticated.extend({ url: webhookUrl, events: z.array(webhookEvent).min(1).max(3) }),
    z.object({ webhook: webhookView, secret: z.string() }),
  ),
  /** A webhook deleted, with its deliveries. */
  'acc/webhooks/delete': call(authenticated.extend({ id: z.string().min(1).max(64) }), empty),
  /** A webhook's deliveries, newest first, each with its tries. */
  'acc/webhooks/deliveries': call(
    authenticated.extend({ id: z.string().min(1).max(64), limit: z.number().int().min(1).max(500).default(100) }),
    z.object({ deliveries: z.array(webhookDelivery) }),
  ),
  /** Whether this server sends email (SMTP_URL, MAIL_FROM), and the account's messages waiting and failed. */
  'acc/mail/status': call(authenticated, mailSetup),
  /** A test message to the address given, in the caller's language, sent like any other (90430 when email is not set up). */
  'acc/mail/test': call(authenticated.extend({ to: judgeEmail, origin: consoleOrigin.optional() }), empty),
  /** The account's recent messages, newest first, by kind and status. */
  'acc/mail/messages': call(
    authenticated.extend({
      kind: z.string().min(1).max(64).optional(),
      status: mailStatus.optional(),
      limit: z.number().int().min(1).max(500).default(100),
    }),
    z.object({ messages: z.array(mailMessageView) }),
  ),
  /** A failed message queued again, with its tries counted afresh (90432 when it is not a failed message of the account). */
  'acc/mail/retry': call(authenticated.extend({ id: z.string().min(1).max(64) }), empty),
  /** A publication's invitations by email, newest first, and its reminder schedule. */
  'pub/invitations': call(
    authenticated.extend({ id: z.string().min(1).max(64) }),
    z.object({
      /** The publication's name (the leader's). */
      name: z.string(),
      invitations: z.array(invitationView),
      schedule: reminderSchedule,
      /** The publication's closing date, which the schedule counts back from; null when it has none. */
      closes: z.number().nullable(),
    }),
  ),
  /** Invites the account's named judges with an address whose profile meets the conditions. */
  'pub/invite/panel': call(authenticated.extend(invitePanelRequest.shape), invitationOutcome),
  /** Invites the people of a CSV file (email, name, language): nothing is sent while a line is at fault. */
  'pub/invite/file': call(authenticated.extend(inviteFileRequest.shape), inviteFileResponse),
  /** Reminds the invited judges who have not finished (never one who finished, was screened out or unsubscribed). */
  'pub/remind': call(authenticated.extend({ id: z.string().min(1).max(64) }), z.object({ sent: z.number().int() })),
  /** Sets (or, with null, removes) when the reminders go out on their own before the closing date. */
  'pub/remind/schedule': call(
    authenticated.extend({
      id: z.string().min(1).max(64),
      remindBeforeHours: reminderSchedule.shape.remindBeforeHours,
    }),
    empty,
  ),
  /** A named judge's address for invitations; null takes it away. */
  'member/admin/email': call(
    authenticated.extend({ id: z.string().min(1).max(64), email: judgeEmail.nullable() }),
    empty,
  ),
  /**
   * An invitation's personal link followed: the judge's individual link to the publication,
   * with a fresh judge token for them in the envelope. An unknown token, or one whose
   * publication is closed, is the wrong link (30201).
   */
  'invite/open': call(z.object({ token: z.string().min(16).max(128) }), openedInvitation),
  /** A publication's reward (null: none) and its ledger: a grant for each judge who finished, and the leaders' adjustments. */
  'pub/rewards': call(
    authenticated.extend({ id: z.string().min(1).max(64) }),
    z.object({ name: z.string(), reward: publicationReward.nullable(), entries: z.array(rewardEntry) }),
  ),
  /** Sets (or, with null, removes) the reward of each judge who finishes the publication. */
  'pub/rewards/set': call(
    authenticated.extend({ id: z.string().min(1).max(64), reward: publicationReward.nullable() }),
    empty,
  ),
  /** A correction of a judge's rewards of the publication, with its reason (audited). */
  'pub/rewards/adjust': call(authenticated.extend({ id: z.string().min(1).max(64), ...rewardAdjustment.shape }), empty),
  /** The ledger as CSV for payment, one line a judge: as `palate rewards --publication` prints it. */
  'pub/rewards/export': call(
    authenticated.extend({ id: z.string().min(1).max(64) }),
    z.object({ fileName: z.string(), content: z.string() }),
  ),
  /**
   * A training publication's targets (issue 43): its products, the scale controls of its
   * sample pages (`attributes`), the leader's targets and the rule of the panel's mean ± k SD
   * (null: none). For a study (`training` false) the lists are given, targets apply only once
   * it is a training session.
   */
  'pub/targets': call(
    authenticated.extend({ id: z.string().min(1).max(64) }),
    z.object({
      name: z.string(),
      training: z.boolean(),
      products: z.array(z.object({ id: z.string(), label: localizedText })),
      attributes: z.array(
        z.object({
          control: z.string(),
          page: z.string(),
          label: localizedText,
          min: z.number(),
          max: z.number(),
          step: z.number().optional(),
        }),
      ),
      targets: z.array(targetEntry),
      panelRule: panelTargetRule.nullable(),
    }),
  ),
  /**
   * Replaces a training publication's targets and panel rule (audited). A set target wins over
   * the panel rule for its product and attribute. Refused (90422) for a study, an unknown
   * product or attribute, or a value outside the attribute's scale.
   */
  'pub/targets/set': call(
    authenticated.extend({
      id: z.string().min(1).max(64),
      targets: z.array(targetEntry).max(5000),
      panelRule: panelTargetRule.nullable(),
    }),
    empty,
  ),
  /** A publication's consent text and version (null: none asked) and how judges answered it. */
  'pub/consent': call(
    authenticated.extend({ id: z.string().min(1).max(64) }),
    z.object({ consent: publicationConsent.nullable(), counts: consentCounts }),
  ),
  /** Sets the consent text (a changed text raises its version: judges accept it anew), or with null asks none. */
  'pub/consent/set': call(
    authenticated.extend({ id: z.string().min(1).max(64), text: consentText.nullable() }),
    z.object({ version: z.number().int().nullable() }),
  ),
  /** The judge accepts or declines the version of the consent text they read, before the run's first screen. */
  'run/consent': call(
    authenticated.extend({ se: sessionId, version: z.number().int().min(1), accept: z.boolean() }),
    empty,
  ),
  /** The caller's rewards: a total per unit and each entry, newest first. */
  'member/rewards': call(
    authenticated,
    z.object({ balances: z.array(rewardBalance), entries: z.array(ownRewardEntry) }),
  ),
  /** The caller's decisions on consent texts, newest first. */
  'member/consents': call(authenticated, z.object({ consents: z.array(consentRecord) })),
  /** The caller withdraws their consent to a publication: their answers leave every analysis and export. */
  'member/consent/withdraw': call(authenticated.extend({ publicationId: z.string().min(1).max(64) }), empty),
  /** Everything Palate holds about the caller, as JSON. */
  'member/data': call(authenticated, z.object({ data: judgeData })),
  /** The caller's own API tokens (docs/api.md), newest first; never the tokens themselves. */
  'acc/tokens/list': call(authenticated, z.object({ tokens: z.array(apiTokenView) })),
  /** A new API token of the caller's, given back once: only its hash is kept. */
  'acc/tokens/create': call(authenticated.extend(newApiToken.shape), z.object({ id: z.string(), token: z.string() })),
  /** Ends one of the caller's API tokens at once. */
  'acc/tokens/revoke': call(authenticated.extend({ id: z.string().min(1).max(64) }), empty),
  /** A publication's time slots (booked sessions), each with its judges: booked, arrived, no-show, waiting. */
  'pub/slots/list': call(
    authenticated.extend({ id: z.string().min(1).max(64) }),
    z.object({ name: z.string(), settings: slotSettings, booths: z.number().int(), slots: z.array(monitoredSlot) }),
  ),
  /** New slots: one, or a series every `every` minutes up to `until`. */
  'pub/slots/create': call(authenticated.extend(newSlots.shape), z.object({ created: z.number().int() })),
  /** A slot removed: its booked and waiting judges are told it is cancelled. */
  'pub/slots/delete': call(
    authenticated.extend({ id: z.string().min(1).max(64), slot: z.string().min(1).max(64) }),
    empty,
  ),
  /** The booking deadline, the reminder and the time zone of a publication's slots. */
  'pub/slots/settings': call(authenticated.extend({ id: z.string().min(1).max(64) }).extend(slotSettings.shape), empty),
  /** The judge's bookable publications (all, or the one named), their slots to come and their own booking. */
  'member/slots': call(
    authenticated.extend({ publication: z.string().min(1).max(64).optional() }),
    z.object({ publications: z.array(bookablePublication) }),
  ),
  /** Books a slot; a full one puts the judge on its waiting list. */
  'member/slot/book': call(
    authenticated.extend({ slot: z.string().min(1).max(64) }),
    z.object({ booking: ownBooking }),
  ),
  /** Gives up the judge's booking of a slot (a place or the waiting list), before the deadline. */
  'member/slot/cancel': call(authenticated.extend({ slot: z.string().min(1).max(64) }), empty),
  /** Moves the judge's booking to another slot of the same publication with a free place, before the deadline. */
  'member/slot/move': call(
    authenticated.extend({ slot: z.string().min(1).max(64), to: z.string().min(1).max(64) }),
    z.object({ booking: ownBooking }),
  ),
  /** A results file: CSV as text, the workbook as base64. */
  'pub/export': call(
    authenticated.extend({
      id: z.string().min(1).max(64),
      format: resultsExportFormat,
      /** `tempr`: the TDS or TCATA control to export (the first when absent). */
      control: z.string().min(1).max(64).optional(),
      /** `long` and `wide`: a column with each consumer's segment in the partition into this many (needs `liking`). */
      segments: z.number().int().min(2).max(6).optional(),
      /** `pptx`: the language the report is written in (English when absent). */
      language: z.enum(LANGUAGES).optional(),
      ...analysisFilters.shape,
    }),
    z.object({ fileName: z.string(), mediaType: z.string(), content: z.string(), base64: z.boolean() }),
  ),
  ...productCallSchemas,
} as const satisfies Record<CallPath, CallSchemas<z.ZodType, z.ZodType>>;

type Calls = { [P in CallPath]: (typeof schemas)[P] & { access: (typeof CALL_ACCESS)[P] } };

/** Every call of the protocol: who may make it, and the schemas of its request and response. */
export const calls = Object.fromEntries(
  Object.entries(schemas).map(([path, definition]) => [path, { ...definition, access: CALL_ACCESS[path as CallPath] }]),
) as Calls;

export type CallRequest<P extends CallPath> = z.input<(typeof calls)[P]['request']>;
export type ParsedCallRequest<P extends CallPath> = z.output<(typeof calls)[P]['request']>;
export type CallResponse<P extends CallPath> = z.output<(typeof calls)[P]['response']>;
