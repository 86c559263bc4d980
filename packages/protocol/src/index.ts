export * from './errors.ts';
export * from './services.ts';
export * from './envelope.ts';
export * from './response-envelope.ts';
export * from './views.ts';
export * from './access.ts';
export * from './calls.ts';
export * from './error-messages.ts';
export * from './booth.ts';
export * from './custom.ts';
export * from './messages.ts';
export * from './passwords.ts';
export * from './roles.ts';
export * from './members.ts';
export * from './preview.ts';
export * from './offline.ts';
export * from './console.ts';
export * from './analysis.ts';
export type { CataPairwiseView, MeanImpactView } from './consumer-analysis.ts';
export type {
  BetaBinomialView,
  EggshellView,
  JudgeAnovaView,
  JudgeSummaryView,
  ManhattanView,
  PanelDiagnosticsView,
  ScaleUseView,
  Tucker1View,
} from './panel-analysis.ts';
export * from './comments.ts';
export * from './audit.ts';
export * from './api-token-scopes.ts';
export * from './api-tokens.ts';
export * from './monitor.ts';
export * from './member-admin.ts';
export * from './panel.ts';
export * from './account-admin.ts';
export * from './portal-admin.ts';
export * from './host-bridge.ts';
export * from './offline-upload.ts';
export * from './judge-profiles.ts';
export * from './webhooks.ts';
export * from './mail.ts';
export * from './slots.ts';
export * from './rewards.ts';
export * from './consent.ts';
export * from './products.ts';
export * from './invitations.ts';
