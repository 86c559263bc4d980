/**
 * Which server "service" answers each call. The paths and service names are the spec's
 * (/ws/{service}/{path}); other tools rely on this mapping, so it is fixed.
 */
export const SERVICES = ['fzMember.dll', 'fzTerminals.dll', 'fzPub.dll', 'fzRun.dll', 'fzMsg.dll'] as const;
export type Service = (typeof SERVICES)[number];

const EXACT: Record<string, Service> = {
  'pass/rules': 'fzMember.dll',
  roles: 'fzMember.dll',
  'permission/request': 'fzMember.dll',
  login: 'fzMember.dll',
  logout: 'fzMember.dll',
  'member/check': 'fzMember.dll',
  terms: 'fzTerminals.dll',
  'term/connect': 'fzTerminals.dll',
  'term/disconnect': 'fzTerminals.dll',
  'term/wakeup': 'fzTerminals.dll',
  'term/call/answer': 'fzTerminals.dll',
  'term/publication': 'fzPub.dll',
  'term/publication/checkUpdate': 'fzPub.dll',
  'term/session': 'fzPub.dll',
  'link/check': 'fzPub.dll',
  'invite/open': 'fzPub.dll',
  'quests/jsess/check': 'fzPub.dll',
  'publication/members': 'fzPub.dll',
  'portal/screen/get': 'fzPub.dll',
  img: 'fzRun.dll',
  messages: 'fzMsg.dll',
  'messages/add': 'fzMsg.dll',
  'message/status/set': 'fzMsg.dll',
  'srvrmsg/current': 'fzMsg.dll',
  'sys/versions': 'fzMsg.dll',
};

const PREFIXES: [string, Service][] = [
  ['members/', 'fzMember.dll'],
  ['member/', 'fzMember.dll'],
  ['run/', 'fzRun.dll'],
  // The leaders' console: questionnaires of the account (spec: "many other admin and publication path names").
  ['quest/', 'fzPub.dll'],
  ['pub/', 'fzPub.dll'],
  // The console's administration of the account: its audit log.
  ['acc/', 'fzMember.dll'],
];

export function serviceOf(path: string): Service | undefined {
  const exact = Object.hasOwn(EXACT, path) ? EXACT[path] : undefined;
  return exact ?? PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1];
}

/** The address a client posts a call to. */
export function callUrl(path: string): string {
  const service = serviceOf(path);
  if (!service) throw new Error(`no service answers "${path}"`);
  return `/ws/${service}/${path}`;
}

/** The response header that carries the server's version (the client's updater reads it). */
export const VERSION_HEADER = 'x-palate-version';

export const APP_VERSION = '3.93.14';
export const DELIVERY_VERSION = '3.9.3';

/** The address of a picture from the server's image folder (GET, the spec's img?nm=). */
export function imageUrl(name: string): string {
  return `${callUrl('img')}?nm=${encodeURIComponent(name)}`;
}
