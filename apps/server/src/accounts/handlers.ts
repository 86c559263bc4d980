import { requireCaller } from '../shared/context.ts';
import {
  accountForAdmin,
  changeAccountSettings,
  createAccountFromConsole,
  listAllAccounts,
  saveCustomFile,
  setLicence,
} from './account-admin.service.ts';
import { auditLog } from './audit.service.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service.ts';
import { accountImages, uploadImage } from './images.service.ts';
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
} from './login.service.ts';
import { disconnect, renewToken } from './members.service.ts';
import { addMessage, currentBanner, listMessages, messageRecipients, setMessageStatus } from './messages.service.ts';
import { describeVersions } from './system.service.ts';
import { ok, type HandlerTable } from '../shared/handler.ts';

/** The accounts calls: one thin adapter each, the rules in this folder's services. */
export const accountHandlers = {
  'members/check': async (context, request) =>
    request.updTk ? { payload: {}, token: await renewToken(context.db, requireCaller(context), context.now) } : ok({}),
  'members/disconnect': async (context) => {
    await disconnect(context.db, requireCaller(context), context.now);
    return { payload: {}, token: null };
  },
  'sys/versions': async (context) => ok({ versions: await describeVersions(context) }),
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
  'quest/image/upload': async (context, request) => ok(await uploadImage(context, request.name, request.data)),
  'quest/image/list': async (context) => ok({ items: await accountImages(context) }),
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
  'acc/audit': async (context, request) => ok({ entries: await auditLog(context, request) }),
  'acc/tokens/list': async (context) => ok({ tokens: await listApiTokens(context) }),
  'acc/tokens/create': async (context, request) => ok(await createApiToken(context, request)),
  'acc/tokens/revoke': async (context, request) => {
    await revokeApiToken(context, request.id);
    return ok({});
  },
} satisfies Partial<HandlerTable>;
