/**
 * Who may make each call of the protocol, apart from the calls' schemas (calls.ts), which
 * the server needs and the judges' app does not.
 */

/** Who may make a call: anyone, a booth holding a terminal token, any signed-in member, a panel leader (role user or admin), an administrator. */
export type Access = 'none' | 'terminal' | 'member' | 'leader' | 'admin';

export const CALL_ACCESS = {
  'members/add': 'none',
  'members/check': 'member',
  'members/disconnect': 'member',
  'term/publication': 'member',
  'run/reqStart': 'member',
  'run/start': 'member',
  'run/upload': 'none',
  'run/post': 'member',
  'run/nextPage': 'member',
  'run/prevPage': 'member',
  'run/moveTo': 'member',
  'run/terminate': 'member',
  'sys/versions': 'none',
  'term/publication/checkUpdate': 'member',
  'term/connect': 'leader',
  'term/call/answer': 'leader',
  'term/session': 'member',
  'link/check': 'none',
  'quests/jsess/check': 'member',
  'portal/screen/get': 'none',
  'srvrmsg/current': 'member',
  'messages/add': 'leader',
  'message/status/set': 'member',
  'members/connect': 'none',
  'members/list': 'leader',
  'members/loginForm': 'none',
  'members/updatePass': 'none',
  'members/resetKey': 'leader',
  'pass/rules': 'none',
  'permission/request': 'member',
  'member/connections': 'member',
  'member/profile': 'member',
  'run/preview/save': 'leader',
  'run/preview/publications': 'leader',
  'run/synch/get': 'member',
  'run/renderFunc': 'member',
  'quest/list': 'leader',
  'quest/import': 'leader',
  'quest/export': 'leader',
  'quest/duplicate': 'leader',
  'quest/archive': 'leader',
  'quest/image/upload': 'leader',
  'quest/preview': 'leader',
  'quest/image/list': 'leader',
  'pub/list': 'leader',
  'pub/servingPlan': 'leader',
  'pub/create': 'leader',
  'pub/design': 'leader',
  'pub/training': 'leader',
  'pub/quotaLimits': 'leader',
  'pub/profileFilter': 'leader',
  'pub/judgesTitle': 'leader',
  'pub/close': 'leader',
  'pub/expiry': 'leader',
  'pub/delete': 'leader',
  'pub/links': 'leader',
  'pub/link/create': 'leader',
  'pub/link/revoke': 'leader',
  'pub/analysis': 'leader',
  'pub/exclude': 'leader',
  'pub/comments': 'leader',
  'pub/comments/select': 'leader',
  'pub/monitor': 'leader',
  'pub/synch/start': 'leader',
  'pub/run/end': 'leader',
  'pub/run/restart': 'leader',
  'pub/booth/release': 'leader',
  'member/admin/list': 'leader',
  'member/admin/create': 'leader',
  'member/admin/roles': 'admin',
  'member/admin/deactivate': 'leader',
  'member/admin/unlock': 'leader',
  'member/admin/import': 'leader',
  'member/admin/participations': 'leader',
  'member/admin/password': 'admin',
  'member/admin/profile': 'leader',
  'member/admin/profile/save': 'leader',
  'member/profile/values': 'member',
  'member/profile/values/save': 'member',
  'acc/profile/fields': 'leader',
  'acc/profile/field/save': 'admin',
  'acc/profile/field/delete': 'admin',
  'member/admin/delete': 'leader',
  'member/panel/list': 'leader',
  'member/panel/record': 'leader',
  'acc/get': 'admin',
  'acc/settings': 'admin',
  'acc/custom': 'admin',
  'acc/list': 'admin',
  'acc/create': 'admin',
  'acc/licence': 'admin',
  'acc/portal/list': 'admin',
  'acc/portal/save': 'admin',
  'acc/audit': 'admin',
  'acc/tokens/list': 'leader',
  'acc/tokens/create': 'leader',
  'acc/tokens/revoke': 'leader',
  'acc/webhooks/list': 'leader',
  'acc/webhooks/create': 'leader',
  'acc/webhooks/delete': 'leader',
  'acc/webhooks/deliveries': 'leader',
  'pub/export': 'leader',
  'term/disconnect': 'terminal',
  'term/wakeup': 'terminal',
  'publication/members': 'terminal',
  terms: 'leader',
  messages: 'leader',
  roles: 'member',
} as const satisfies Record<string, Access>;

export type CallPath = keyof typeof CALL_ACCESS;

export function isCallPath(path: string): path is CallPath {
  return Object.hasOwn(CALL_ACCESS, path);
}

/** Whether the client sends its member token with a call. */
export function takesMemberToken(access: Access): boolean {
  return access === 'member' || access === 'leader' || access === 'admin';
}

/**
 * The calls made without a member token (access none or terminal), listed apart from
 * CALL_ACCESS so that the judges' app can tell which calls carry its token without loading
 * every leader's call (calls.test.ts checks the two agree).
 */
export const CALLS_WITHOUT_MEMBER_TOKEN: ReadonlySet<string> = new Set([
  'members/add',
  'run/upload',
  'sys/versions',
  'link/check',
  'portal/screen/get',
  'members/connect',
  'members/loginForm',
  'members/updatePass',
  'pass/rules',
  'term/disconnect',
  'term/wakeup',
  'publication/members',
]);
