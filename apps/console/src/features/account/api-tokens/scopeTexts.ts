import type { ApiTokenScope } from '@palate/protocol';

/** Each scope's name and what it allows, as the account page words them. */
export const SCOPE_TEXTS = {
  'read-results': { name: 'apiTokens.scopeRead', help: 'apiTokens.scopeReadHelp' },
  'manage-publications': { name: 'apiTokens.scopeManage', help: 'apiTokens.scopeManageHelp' },
} as const satisfies Record<ApiTokenScope, { name: string; help: string }>;
