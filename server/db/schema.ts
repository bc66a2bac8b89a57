// The app database's tables as Kysely sees them. Times are epoch milliseconds (BIGINT; the pg
// driver is told to parse int8 as a number), flags are 0/1 integers and lists are JSON text, so
// one set of queries behaves the same on SQLite and PostgreSQL.
import type { ColumnType, Generated, Selectable } from 'kysely';

type Id = Generated<number>;

export interface MemberGroupTable {
  id: Id;
  name: string;
  /** JSON array of permission codes; `["*"]` = every code of the permission tree. */
  rules: string;
  /** Licensed areas a new member of the plan starts with (JSON, as `app_user.areas`). */
  areas: Generated<string>;
  /** Data scopes of the plan (migration 0011), JSON lists; `["*"]` = unrestricted. */
  channels: Generated<string>;
  categories: Generated<string>;
  forms: Generated<string>;
  /** Months of history the plan shows; null = all of it. */
  history_months: number | null;
  /** Limits of the plan; null = none. `seats` = concurrent sessions of one member. */
  seats: number | null;
  export_rows_month: number | null;
  saved_markets: number | null;
}

export interface AppUserTable {
  id: Id;
  username: string;
  password_hash: string;
  nickname: string;
  email: string | null;
  mobile: string | null;
  company: string | null;
  group_id: number | null;
  /** active | pending (trial awaiting mail confirmation) | disabled */
  status: string;
  /** Licensed areas, JSON: `["*"]` = all of China, else provinces; `[]` = none (migration 0006). */
  areas: Generated<string>;
  login_failures: Generated<number>;
  locked_until: number | null;
  card_failures: Generated<number>;
  card_locked_until: number | null;
  last_login_at: number | null;
  last_login_ip: string | null;
  /** Balance in integer cents and points: always the sum of their ledger (migration 0012). */
  money: Generated<number>;
  score: Generated<number>;
  avatar: Generated<string>;
  /** 0 male, 1 female */
  gender: Generated<number>;
  /** YYYY-MM-DD */
  birthday: string | null;
  signature: Generated<string>;
  /** The export quota's month (YYYY-MM, China time) and the rows reserved in it (migration 0011). */
  export_month: string | null;
  export_rows: Generated<number>;
  new_version_popped: Generated<number>;
  yun_ling_popped: Generated<number>;
  created_at: number;
}

/** What a member may see inside a page: kind category | form (no row of a kind = unrestricted); areas are `app_user.areas`. */
export interface UserLicenseTable {
  user_id: number;
  kind: string;
  value: string;
}

export interface BenefitTable {
  id: Id;
  user_id: number;
  codes: string;
  areas: string;
  source: string;
  starts_at: number;
  expires_at: number;
  /** The plan this subscription grants (migration 0011); null = its own codes and areas only. */
  plan_id: Generated<number | null>;
  /** How long after `expires_at` the subscription still counts. */
  grace_ms: Generated<number>;
}

export interface AuthTokenTable {
  token_hash: string;
  user_id: number;
  /** access | refresh */
  kind: string;
  /** Links an access token to the refresh token issued with it. */
  session_id: string;
  expires_at: number;
  created_at: number;
  /** Why the session was ended while its tokens live on (seats, revoked): its next request is told. */
  ended_reason: Generated<string | null>;
}

export interface CaptchaTable {
  id: string;
  answer_hash: string;
  expires_at: number;
}

export interface ConfigTable {
  name: string;
  group: string;
  value: string;
  /** 1 = never returned by any API (SMTP password). */
  secret: number;
}

export interface MailOutboxTable {
  id: Id;
  to_address: string;
  subject: string;
  body_text: string;
  /** queued (no SMTP configured) | sent | failed */
  status: string;
  error: string | null;
  created_at: number;
  sent_at: number | null;
}

export interface MailConfirmationTable {
  token_hash: string;
  user_id: number;
  expires_at: number;
  used_at: number | null;
}

export interface QrTicketTable {
  scene: string;
  /** pending | scanned | confirmed | consumed */
  status: string;
  user_id: number | null;
  created_at: number;
  expires_at: number;
}

export interface CardBatchTable {
  id: Id;
  name: string;
  codes: string;
  areas: string;
  benefit_days: number;
  redeem_before: number;
  created_at: number;
  /** The plan a redeemed card subscribes to (migration 0013); null = the batch's own codes. */
  plan_id: Generated<number | null>;
  /** A fixed end of the subscription; null = `benefit_days` from redemption. */
  expires_at: Generated<number | null>;
  count: Generated<number>;
  /** The administrator who issued it: the only one who may download its secrets. */
  issued_by: Generated<number | null>;
  /** When the one-time workbook of numbers and secrets was downloaded. */
  downloaded_at: Generated<number | null>;
  remark: Generated<string | null>;
}

export interface CardTable {
  card_no: string;
  secret_hash: string;
  batch_id: number;
  redeemed_by: number | null;
  redeemed_at: number | null;
}

export interface VisitLogTable {
  id: Id;
  /** Who sent the record (`u:<user id>`, `d:<device id>` or `ip:<address>`): record ids are unique per client. */
  client_key: string;
  record_id: string;
  user_id: number | null;
  type: string;
  source_page: string | null;
  created_time: string;
  payload: string;
  device: string | null;
  received_at: number;
}

export interface ExportFileTable {
  id: string;
  user_id: number;
  filename: string;
  rel_path: string;
  expires_at: number;
  created_at: ColumnType<number, number, never>;
}

export interface CustomMarketTable {
  id: Id;
  user_id: number;
  name: string;
  page_id: string;
  /** JSON object: filter-set key → value */
  filters: string;
  created_at: number;
}

export interface AdminTable {
  id: Id;
  username: string;
  nickname: string;
  avatar: Generated<string>;
  email: Generated<string>;
  mobile: Generated<string>;
  password_hash: string;
  motto: Generated<string>;
  /** 1 enabled, 0 disabled */
  status: Generated<number>;
  login_failures: Generated<number>;
  locked_until: number | null;
  last_login_at: number | null;
  last_login_ip: Generated<string>;
  created_at: number;
  updated_at: number | null;
}

export interface AdminGroupTable {
  id: Id;
  pid: Generated<number>;
  name: string;
  /** JSON array of admin_rule ids, or `["*"]` (every rule). */
  rules: string;
  status: Generated<number>;
  created_at: number;
  updated_at: number | null;
}

export interface AdminGroupAccessTable {
  admin_id: number;
  group_id: number;
}

export interface AdminRuleTable {
  id: Id;
  pid: Generated<number>;
  /** menu_dir | menu | button */
  type: string;
  /** JSON {"zh-cn", "en"} */
  title: string;
  name: string;
  path: Generated<string>;
  icon: Generated<string>;
  /** tab | link */
  menu_type: Generated<string>;
  url: Generated<string>;
  keepalive: Generated<number>;
  remark: Generated<string>;
  weigh: Generated<number>;
  status: Generated<number>;
  /** Who made the rule: `core` (schema files, the dashboard, menu groups) or its stored screen's owner. */
  owner: Generated<string>;
  created_at: number;
  updated_at: number | null;
}

export interface AdminLogTable {
  id: Id;
  admin_id: number;
  username: string;
  title: string;
  url: string;
  method: string;
  data: string;
  ip: string;
  useragent: string;
  status: number;
  created_at: number;
}

export interface CrudSchemaTable {
  id: string;
  /** The crud schema as JSON (same shape as a file in schemas/). */
  document: string;
  /** Who stored it: `designer` or `module:<uid>` (only that owner replaces or removes it). */
  owner: Generated<string>;
  created_at: number;
  updated_at: number | null;
}

/** One CRUD designer change (migration 0014): an apply, a screen removed or restored; never deleted. */
export interface CrudLogTable {
  id: Id;
  /** The table with its prefix (`ext_…`). */
  table_name: string;
  screen_id: Generated<string>;
  /** The design as sent (table settings and fields, JSON). */
  document: string;
  /** The operations the change ran (JSON list; [] for a screen-only change). */
  operations: Generated<string>;
  /** start → success | error; delete = the screen was removed (its table kept). */
  status: Generated<string>;
  /** Why it failed (status error). */
  error: string | null;
  admin_id: Generated<number>;
  created_at: number;
  finished_at: number | null;
}

/** Bumped by every change to what members may see (migration 0011); replicas drop cached entitlements when it moves. */
export interface EntitlementVersionTable {
  id: number;
  version: number;
}

export interface RegistryVersionTable {
  id: number;
  version: number;
}

/** A fixed-window counter of one rate-limit bucket (`<rule>:<key>`), shared by every replica. */
export interface RateLimitTable {
  bucket: string;
  hits: number;
  /** When the current window ends (epoch ms); the next hit after it starts a new window. */
  reset_at: number;
}

/** Login failures of an account name that is not an account, counted like an account's own. */
export interface LoginAttemptTable {
  account: string;
  failures: number;
  locked_until: number | null;
  updated_at: number;
}

/** Legacy tokens already exchanged for a session (each works once), kept until they expire. */
export interface LegacyTokenUseTable {
  token_hash: string;
  expires_at: number;
}

/** A scheduled job's lease (migration 0010): the replica named `holder` runs job `name` until `expires_at`. */
export interface JobLeaseTable {
  name: string;
  holder: string;
  expires_at: number;
}

/** One change of a member's balance (user_money_log, cents) or points (user_score_log): append-only (migration 0012). */
export interface LedgerTable {
  id: Id;
  user_id: number;
  change: number;
  before: number;
  after: number;
  remark: string;
  /** Why: `admin` (an adjustment), `legacy` (a row from before the ledger), … */
  cause: Generated<string>;
  admin_id: number | null;
  idempotency_key: string;
  created_at: number;
}

/** A module this product has met (migration 0015): the installer's state machine row. */
export interface ModuleInstallTable {
  uid: string;
  /** The module's title (label JSON) from the manifest of the version installed or being installed. */
  title: Generated<string>;
  version: Generated<string>;
  target_version: Generated<string>;
  previous_version: Generated<string>;
  state: Generated<string>;
  step: Generated<string>;
  progress: Generated<number>;
  error: Generated<string>;
  reason: Generated<string>;
  folder: Generated<string>;
  hashes: Generated<string>;
  kept_screens: Generated<string>;
  tables: Generated<string>;
  pending_tables: Generated<string>;
  dependencies: Generated<string>;
  resolutions: Generated<string>;
  run_id: Generated<string>;
  installed_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A module purchase (migration 0015). */
export interface ModuleOrderTable {
  id: Id;
  uid: string;
  version: Generated<string>;
  order_title: string;
  order_sn: string;
  purchaser: string;
  admin_id: number | null;
  pay: string;
  order_price: Generated<number>;
  status: string;
  idempotency_key: string;
  update_until: number | null;
  created_at: number;
  updated_at: number;
}

/** An uploaded file (migration 0008): one row per (topic, sha1), counted on each upload of the same content. */
export interface AttachmentTable {
  id: Id;
  topic: string;
  /** Who uploaded it first: an administrator's id, or 0 when a member did (user_id). */
  admin_id: number;
  user_id: number;
  /** Where it is served, `/chis_web/uploads/<path under DATA_DIR/uploads>`. */
  url: string;
  /** The original file name. */
  name: string;
  width: number;
  height: number;
  size: number;
  /** The type sniffed from the content. */
  mimetype: string;
  /** How many times this content was uploaded under this topic. */
  quote: number;
  storage: string;
  sha1: string;
  last_upload_at: number;
  created_at: number;
}

/** A recycle rule (migration 0007): deletes on `screen` are kept in the recycle bin while enabled. */
export interface RecycleRuleTable {
  id: Id;
  name: string;
  screen: string;
  status: Generated<number>;
  created_at: number;
  updated_at: number | null;
}

/** One captured delete: the row with its cascaded children and link rows (JSON), never deleted by the API. */
export interface RecycleLogTable {
  id: Id;
  admin_id: Generated<number>;
  recycle_id: Generated<number>;
  screen: Generated<string>;
  data_table: string;
  primary_key: string;
  row_key: Generated<string>;
  data: string;
  ip: Generated<string>;
  useragent: Generated<string>;
  restored: Generated<number>;
  restored_at: number | null;
  restored_by: Generated<number>;
  created_at: number;
}

/** A change-log rule (migration 0007): edits of the fields `data_fields` (JSON) of `screen` are logged. */
export interface SensitiveRuleTable {
  id: Id;
  name: string;
  screen: string;
  data_fields: Generated<string>;
  status: Generated<number>;
  created_at: number;
  updated_at: number | null;
}

/** One change of one watched field; a secret's values are never stored (`secret` = 1). */
export interface SensitiveLogTable {
  id: Id;
  admin_id: Generated<number>;
  sensitive_id: Generated<number>;
  screen: Generated<string>;
  data_table: string;
  primary_key: string;
  data_field: string;
  data_comment: Generated<string>;
  id_value: string;
  before: string | null;
  after: string | null;
  secret: Generated<number>;
  /** The change this one rolled back. */
  rollback_of: number | null;
  ip: Generated<string>;
  useragent: Generated<string>;
  rolled_back: Generated<number>;
  rolled_back_at: number | null;
  rolled_back_by: Generated<number>;
  created_at: number;
}


export interface Database {
  member_group: MemberGroupTable;
  app_user: AppUserTable;
  user_license: UserLicenseTable;
  benefit: BenefitTable;
  auth_token: AuthTokenTable;
  captcha: CaptchaTable;
  config: ConfigTable;
  mail_outbox: MailOutboxTable;
  mail_confirmation: MailConfirmationTable;
  qr_ticket: QrTicketTable;
  card_batch: CardBatchTable;
  card: CardTable;
  visit_log: VisitLogTable;
  export_file: ExportFileTable;
  custom_market: CustomMarketTable;
  admin: AdminTable;
  admin_group: AdminGroupTable;
  admin_group_access: AdminGroupAccessTable;
  admin_rule: AdminRuleTable;
  admin_token: AuthTokenTable;
  admin_log: AdminLogTable;
  crud_schema: CrudSchemaTable;
  crud_log: CrudLogTable;
  registry_version: RegistryVersionTable;
  security_data_recycle: RecycleRuleTable;
  security_data_recycle_log: RecycleLogTable;
  security_sensitive_data: SensitiveRuleTable;
  security_sensitive_data_log: SensitiveLogTable;
  attachment: AttachmentTable;
  entitlement_version: EntitlementVersionTable;
  rate_limit: RateLimitTable;
  login_attempt: LoginAttemptTable;
  legacy_token_use: LegacyTokenUseTable;
  user_money_log: LedgerTable;
  user_score_log: LedgerTable;
  job_lease: JobLeaseTable;
  module_install: ModuleInstallTable;
  module_order: ModuleOrderTable;
}

/**
 * The tables the migrations create: the product's own, which no screen stored at run time may use
 * (the registry's table policy). Typed against Database, so a new migration table missing here (or
 * a name here that is no table) fails the type check instead of going unprotected.
 */
export const MIGRATION_TABLES: readonly string[] = Object.keys({
  member_group: true,
  app_user: true,
  user_license: true,
  benefit: true,
  auth_token: true,
  captcha: true,
  config: true,
  mail_outbox: true,
  mail_confirmation: true,
  qr_ticket: true,
  card_batch: true,
  card: true,
  visit_log: true,
  export_file: true,
  custom_market: true,
  admin: true,
  admin_group: true,
  admin_group_access: true,
  admin_rule: true,
  admin_token: true,
  admin_log: true,
  crud_schema: true,
  crud_log: true,
  registry_version: true,
  security_data_recycle: true,
  security_data_recycle_log: true,
  security_sensitive_data: true,
  security_sensitive_data_log: true,
  attachment: true,
  entitlement_version: true,
  rate_limit: true,
  login_attempt: true,
  legacy_token_use: true,
  user_money_log: true,
  user_score_log: true,
  job_lease: true,
  module_install: true,
  module_order: true,
} satisfies Record<keyof Database, true>);

export type AppUser = Selectable<AppUserTable>;
export type Admin = Selectable<AdminTable>;
