import { z } from 'zod';

/** Wire shapes of terminals, links, publication options and portal screens (spec sections 3 and 7). */

/** A terminal token (ttk): 256 random bits, base64url, like a member token. */
export const terminalToken = z.string().min(16).max(128);

/** A link code, global (to/{code}) or individual (my/{code}). */
export const linkCode = z.string().min(1).max(64);

/** End of life of a questionnaire; seconds are null when there is no such date. */
export const endOfLife = z.object({
  expired: z.boolean(),
  /** Expires within 7 days (604800 s). */
  expiresSoon: z.boolean(),
  secondsBeforeExpiration: z.number().int().nullable(),
  secondsBeforeDeletion: z.number().int().nullable(),
});
export type EndOfLife = z.infer<typeof endOfLife>;

export const EXPIRES_SOON_SECONDS = 604_800;

/** How the sessions of a questionnaire stand, all judges together. */
export const answerCounts = z.object({
  complete: z.number().int().min(0),
  partial: z.number().int().min(0),
  /** Judges answering it right now on a terminal. */
  connected: z.number().int().min(0),
  expected: z.number().int().min(0).nullable(),
});

export const selectionMode = z.enum(['list', 'auto']);

/** The spec's publication options. */
export const publicationOptions = z.object({
  /** The judge types the number of the tray they were served, which fixes their order (the tray prompt). */
  orderNum: z.boolean(),
  /** `list`: the judge picks from the list; `auto`: a terminal opens the questionnaire at once. */
  selectionMode,
  /** The questionnaire (content) published. */
  quest: z.string(),
  /** The block a terminal opens in `auto` mode; null otherwise. */
  sess: z.string().nullable(),
  /** Judges must identify themselves (publication/members lists the logins). */
  needId: z.boolean(),
});
export type PublicationOptions = z.infer<typeof publicationOptions>;

/** The caller's own runs of a publication. */
export const judgeSessionRef = z.object({ id: z.string(), st: z.enum(['inProgress', 'finished']) });

/** term/publication's `pub` (spec section 7): the publication in focus, e.g. the one of a link. */
export const publicationDetail = z.object({
  id: z.string(),
  nm: z.string(),
  content: z.object({ items: z.array(z.object({ id: z.string(), nm: z.string() })) }),
  orderNum: z.boolean(),
  selectionMode,
  quest: z.string(),
  sess: z.string().nullable(),
  jsessions: z.array(judgeSessionRef),
  data: z.object({ check: z.string() }),
  needId: z.boolean(),
});
export type PublicationDetail = z.infer<typeof publicationDetail>;

/** A terminal as the leader's list shows it (spec: Device). */
export const device = z.object({
  id: z.string(),
  name: z.string(),
  connected: z.boolean(),
  virtual: z.boolean(),
  /** When it was connected; null when disconnected. */
  online: z.object({ start: z.number().int() }).nullable(),
  /** Not heard from within the terminal timeout. */
  expired: z.boolean(),
  /** The judge answering on it now. */
  judge: z
    .object({ login: z.string().nullable(), name: z.string(), block: z.object({ id: z.string() }).nullable() })
    .nullable(),
  /** The judge on it called the panel leader from the list, at this time (epoch ms). */
  call: z.object({ at: z.number().int() }).nullable(),
  /** The blocks a judge can start on it now (the account's open publications'); empty while disconnected. */
  blocks: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Device = z.infer<typeof device>;

/** A terminal as the terminal itself keeps it (fzj_term holds name and token). */
export const connectedTerminal = z.object({
  id: z.string(),
  name: z.string(),
  token: terminalToken,
  connected: z.literal(true),
});

/** link/check's answer: the individual link and the global link it came from. */
export const linkView = z.object({
  cd: linkCode,
  sess: z.object({ cd: linkCode }),
  acc: z.string(),
  pub: z.string(),
});
export type LinkView = z.infer<typeof linkView>;

export const portalScreenScope = z.enum(['account', 'terminal', 'link']);

/** One screen's named parts (header, footer) as sanitised HTML with a CSS declaration list. */
export const portalScreen = z.object({
  type: z.string(),
  selectors: z.object({
    items: z.array(z.object({ name: z.string(), content: z.string(), style: z.string() })),
  }),
});
export type PortalScreen = z.infer<typeof portalScreen>;

/** One navigation button of the questionnaire list (spec section 2). */
export const navigationFlags = z.object({
  /** Shown at all. */
  visible: z.boolean(),
  /** Can be pressed now. */
  enabled: z.boolean(),
  /** Its action is under way (e.g. a call to the leader that is waiting). */
  working: z.boolean(),
});
export type NavigationFlags = z.infer<typeof navigationFlags>;

/** Questionnaires per page of the list; prev, next and goto move between pages. */
export const LIST_PAGE_SIZE = 5;

export const navigationButtons = ['prev', 'next', 'goto', 'call', 'ident', 'home', 'refresh'] as const;
export type NavigationButton = (typeof navigationButtons)[number];

/** The list's navigation buttons, as the server allows them for this caller and device. */
export const listNavigation = z.object({
  prev: navigationFlags,
  next: navigationFlags,
  goto: navigationFlags,
  call: navigationFlags,
  ident: navigationFlags,
  home: navigationFlags,
  refresh: navigationFlags,
});
export type ListNavigation = z.infer<typeof listNavigation>;
