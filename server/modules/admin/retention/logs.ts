// The audit logs (DESIGN §10.6): tables whose rows only a retention policy removes, whose lists open
// on a time window. One list, read by the retention job and by the list reader.

export interface AuditLog {
  table: string;
  /** The config item holding the days a row is kept (empty, 0 or absent = for ever). */
  setting: string;
  /** The epoch-ms column a row's age and a list's window are read from. */
  time: string;
}

export const AUDIT_LOGS: readonly AuditLog[] = [
  { table: 'admin_log', setting: 'retention_admin_log_days', time: 'created_at' },
  { table: 'security_data_recycle_log', setting: 'retention_recycle_log_days', time: 'created_at' },
  { table: 'security_sensitive_data_log', setting: 'retention_sensitive_log_days', time: 'created_at' },
];

const BY_TABLE = new Map(AUDIT_LOGS.map((log) => [log.table, log]));

export function auditLogOf(table: string): AuditLog | null {
  return BY_TABLE.get(table) ?? null;
}
