import type {
  AccountTable,
  CustomAssetTable,
  ImageTable,
  MemberTable,
  MemberTokenTable,
  MessageTable,
  MessageRecipientTable,
  MessageStatusTable,
  LoginAttemptTable,
  ResetKeyTable,
  MemberConnectionTable,
  AuditLogTable,
  RateLimitWindowTable,
  ApiTokenTable,
} from './schema/accounts.ts';
import type {
  QuestionnaireTable,
  PublicationTable,
  ProfileFieldTable,
  ProfileValueTable,
  QuotaCellTable,
  TerminalTable,
  PublicationLinkTable,
  JudgeLinkTable,
  PortalScreenTable,
} from './schema/publications.ts';
import type {
  AnalysisExclusionTable,
  CommentSelectionTable,
  PublicationEventTable,
  WebhookTable,
  WebhookDeliveryTable,
  WebhookAttemptTable,
} from './schema/results.ts';
import type { JudgeSessionTable, AnswerTable, RunPostTable, OfflineUploadTable } from './schema/runs.ts';
import type { TimeSlotTable, SlotBookingTable } from './schema/slots.ts';
import type { MailMessageTable, MailSuppressionTable } from './schema/outreach.ts';
import type { JudgeConsentTable, RewardAdjustmentTable } from './schema/rewards.ts';
import type {
  LibraryFieldTable,
  LibraryProductTable,
  ProductBatchTable,
  PublicationBatchTable,
} from './schema/products.ts';
import type { PublicationTargetTable } from './schema/training.ts';
import type { InvitationTable, InvitationLinkTable, InvitationScheduleTable } from './schema/invitations.ts';

export type * from './schema/accounts.ts';
export type * from './schema/publications.ts';
export type * from './schema/results.ts';
export type * from './schema/runs.ts';
export type * from './schema/slots.ts';
export type * from './schema/outreach.ts';
export type * from './schema/rewards.ts';
export type * from './schema/products.ts';
export type * from './schema/invitations.ts';
export type * from './schema/training.ts';

/**
 * The database's tables, as Kysely reads them, one file per part of the product in schema/.
 * Times are milliseconds since the epoch; JSON columns hold text; flags are 0 or 1.
 */
export interface DatabaseSchema {
  account: AccountTable;
  rate_limit_window: RateLimitWindowTable;
  member: MemberTable;
  member_token: MemberTokenTable;
  questionnaire: QuestionnaireTable;
  publication: PublicationTable;
  judge_session: JudgeSessionTable;
  answer: AnswerTable;
  run_post: RunPostTable;
  offline_upload: OfflineUploadTable;
  terminal: TerminalTable;
  publication_link: PublicationLinkTable;
  judge_link: JudgeLinkTable;
  portal_screen: PortalScreenTable;
  message: MessageTable;
  message_recipient: MessageRecipientTable;
  message_status: MessageStatusTable;
  login_attempt: LoginAttemptTable;
  reset_key: ResetKeyTable;
  member_connection: MemberConnectionTable;
  analysis_exclusion: AnalysisExclusionTable;
  comment_selection: CommentSelectionTable;
  audit_log: AuditLogTable;
  api_token: ApiTokenTable;
  custom_asset: CustomAssetTable;
  image: ImageTable;
  profile_field: ProfileFieldTable;
  profile_value: ProfileValueTable;
  quota_cell: QuotaCellTable;
  publication_event: PublicationEventTable;
  webhook: WebhookTable;
  webhook_delivery: WebhookDeliveryTable;
  webhook_attempt: WebhookAttemptTable;
  mail_message: MailMessageTable;
  mail_suppression: MailSuppressionTable;
  time_slot: TimeSlotTable;
  slot_booking: SlotBookingTable;
  reward_adjustment: RewardAdjustmentTable;
  judge_consent: JudgeConsentTable;
  library_field: LibraryFieldTable;
  library_product: LibraryProductTable;
  product_batch: ProductBatchTable;
  publication_batch: PublicationBatchTable;
  invitation: InvitationTable;
  invitation_link: InvitationLinkTable;
  invitation_schedule: InvitationScheduleTable;
  publication_target: PublicationTargetTable;
}
