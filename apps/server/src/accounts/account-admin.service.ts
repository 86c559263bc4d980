import {
  CallError,
  ErrorCode,
  customAssetPaths,
  type AccountSettings,
  type AccountSummaryView,
  type AdministeredAccountView,
  type LicenceView,
} from '@palate/protocol';
import {
  countNamedMembers,
  listAccounts,
  listCustomAssets,
  renameAccount,
  saveCustomAsset,
  setAccountLicence,
} from './accounts.repository.ts';
import { findAccount, findAccountByCode, findDefaultAccount, type Account } from './members.repository.ts';
import { countConnectedDevices } from './accounts.repository.ts';
import { settingsOf } from './account-settings.ts';
import { changeSettings, createAccount } from './admin.service.ts';
import { recordAudit } from './audit.service.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { refusedRequest } from '../shared/refusal.ts';

/**
 * The server's administrators are the administrators of its first account (the one made at
 * the first start): they see and create every account and set licences. Every account's
 * own administrators edit their account.
 */
async function isServerAdmin(context: CallContext): Promise<boolean> {
  const first = await findDefaultAccount(context.db);
  return first !== undefined && first.id === requireCaller(context).member.account_id;
}

/** The account a call is about: the caller's own, or one named by code for the server's administrator. */
async function targetAccount(context: CallContext, code: string | undefined): Promise<Account> {
  const own = await findAccount(context.db, requireCaller(context).member.account_id);
  if (!own) throw new CallError(ErrorCode.tokenNotFound, 'The account is gone.');
  if (code === undefined || code === own.code) return own;
  if (!(await isServerAdmin(context))) {
    throw new CallError(ErrorCode.notEnoughRights, 'Only the server’s administrators manage other accounts.');
  }
  const other = await findAccountByCode(context.db, code);
  if (!other) throw new CallError(ErrorCode.invalidRequest, 'There is no such account.');
  return other;
}

async function assertServerAdmin(context: CallContext): Promise<void> {
  if (!(await isServerAdmin(context))) {
    throw new CallError(ErrorCode.notEnoughRights, 'Only the server’s administrators manage accounts.');
  }
}

/** The limit term/connect applies to an account: its own licence, else the server's. */
export function deviceLimit(context: CallContext, account: Pick<Account, 'max_devices'> | undefined): number | null {
  return account?.max_devices ?? context.settings.maxDevices ?? null;
}

async function licenceOf(context: CallContext, account: Account): Promise<LicenceView> {
  return {
    own: account.max_devices,
    maxDevices: deviceLimit(context, account),
    devicesInUse: await countConnectedDevices(context.db, account.id, null),
  };
}

/** acc/get */
export async function accountForAdmin(
  context: CallContext,
  code: string | undefined,
): Promise<AdministeredAccountView> {
  const account = await targetAccount(context, code);
  const { stylesheet, script } = customAssetPaths(account.code);
  const stored = new Map((await listCustomAssets(context.db, account.id)).map((asset) => [asset.name, asset.content]));
  const nameOf = (path: string) => path.replace('/custom/', '');
  return {
    code: account.code,
    name: account.name,
    created: account.created_at,
    settings: settingsOf(account),
    licence: await licenceOf(context, account),
    custom: { css: stored.get(nameOf(stylesheet)) ?? '', js: stored.get(nameOf(script)) ?? '' },
    serverAdmin: await isServerAdmin(context),
  };
}

/** acc/settings: some login settings changed, the others kept. */
export async function changeAccountSettings(
  context: CallContext,
  request: { code?: string | undefined; name?: string | undefined; settings: Partial<AccountSettings> },
): Promise<AccountSettings> {
  const account = await targetAccount(context, request.code);
  if (request.name !== undefined && request.name !== account.name)
    await renameAccount(context.db, account.id, request.name);
  const settings = await changeSettings(context.db, account, request.settings);
  await recordAudit(context, 'account.settings', account.code, {
    changed: Object.keys(request.settings),
    ...(request.name === undefined ? {} : { name: request.name }),
  });
  return settings;
}

/** acc/custom: the stylesheet or script the account's judges' app loads from /custom/. */
export async function saveCustomFile(
  context: CallContext,
  code: string | undefined,
  kind: 'css' | 'js',
  content: string,
): Promise<void> {
  const account = await targetAccount(context, code);
  const { stylesheet, script } = customAssetPaths(account.code);
  const name = (kind === 'css' ? stylesheet : script).replace('/custom/', '');
  await saveCustomAsset(context.db, { name, account_id: account.id, content, updated_at: context.now });
  await recordAudit(context, kind === 'css' ? 'account.stylesheet' : 'account.script', account.code, {
    bytes: new TextEncoder().encode(content).length,
  });
}

/** acc/list */
export async function listAllAccounts(context: CallContext): Promise<AccountSummaryView[]> {
  await assertServerAdmin(context);
  const [accounts, members] = await Promise.all([listAccounts(context.db), countNamedMembers(context.db)]);
  return Promise.all(
    accounts.map(async (account) => ({
      code: account.code,
      name: account.name,
      created: account.created_at,
      members: members.get(account.id) ?? 0,
      licence: await licenceOf(context, account),
    })),
  );
}

/** acc/create */
export async function createAccountFromConsole(
  context: CallContext,
  request: { code: string; name: string; settings?: Partial<AccountSettings> | undefined },
): Promise<void> {
  await assertServerAdmin(context);
  try {
    await createAccount(
      context.db,
      { code: request.code.trim(), name: request.name, settings: request.settings },
      context.now,
    );
  } catch (error) {
    throw refusedRequest(error instanceof Error ? error.message : String(error));
  }
  await recordAudit(context, 'account.create', request.code.trim(), { name: request.name });
}

/** acc/licence */
export async function setLicence(context: CallContext, code: string, maxDevices: number | null): Promise<void> {
  await assertServerAdmin(context);
  const account = await findAccountByCode(context.db, code);
  if (!account) throw new CallError(ErrorCode.invalidRequest, 'There is no such account.');
  await setAccountLicence(context.db, account.id, maxDevices);
  await recordAudit(context, 'account.licence', account.code, { maxDevices });
}
