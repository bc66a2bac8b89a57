// A recycle rule or change-log rule names a screen (and the fields it watches); the table, key and
// children come from that screen's compiled model, so a rule is refused unless the screen exists
// and its schema allows it: `recycle` for the recycle bin, the `sensitive` fields for the change log.
import type { ScreenModel } from '../registry/model';
import { fieldError } from './values';

const RULE_TABLES = { security_data_recycle: 'recycle', security_sensitive_data: 'sensitive' } as const;

/** Refuses rule values (on edit: the row as it will be) naming an unknown screen, a screen without a recycle bin, or fields it does not let be watched. */
export function checkAuditRule(model: ScreenModel, values: Record<string, unknown>, screenOf: (id: string) => ScreenModel | undefined): void {
  const kind = RULE_TABLES[model.table as keyof typeof RULE_TABLES];
  if (!kind) return;
  const screenId = values.screen;
  if (typeof screenId !== 'string') return;
  const target = screenOf(screenId);
  if (!target || target.screen.scope !== 'admin') throw fieldError('screen', 'audit.unknownScreen', { screen: screenId });
  if (kind === 'recycle') {
    if (!target.recycle) throw fieldError('screen', 'audit.notRecyclable', { screen: screenId });
    return;
  }
  const allowed = new Set(target.sensitive.map((f) => f.key));
  const fields = values.data_fields === undefined ? [] : typeof values.data_fields === 'string' ? (JSON.parse(values.data_fields) as unknown) : values.data_fields;
  if (!Array.isArray(fields)) throw fieldError('data_fields', 'audit.notWatchable', { name: String(fields), allowed: [...allowed].join(', ') });
  for (const name of fields) {
    if (typeof name !== 'string' || !allowed.has(name)) throw fieldError('data_fields', 'audit.notWatchable', { name: String(name), allowed: [...allowed].join(', ') });
  }
}
