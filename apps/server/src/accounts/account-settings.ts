import { DEFAULT_PASSWORD_RULES, accountSettings, type AccountSettings, type PasswordRules } from '@palate/protocol';
import type { Account } from './members.repository.ts';

export function settingsOf(account: Account | null): AccountSettings {
  return accountSettings.parse(account?.login_settings ? JSON.parse(account.login_settings) : {});
}

export function rulesFor(settings: AccountSettings, userType: 'u' | 'j' | 'p'): PasswordRules {
  return settings.passwordRules[userType] ?? DEFAULT_PASSWORD_RULES;
}
