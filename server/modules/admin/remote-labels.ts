// The labels of the remote keys a list answer holds (issue 21 item 13): an administrator's groups
// by name, a member's plan by name. The browser used to ask the other screen's select action for
// them, which needs that screen's `select` rule: without it the list showed bare ids. The list
// answer now carries them, read as the select action reads them — within the rows the caller
// reaches on the other screen (its read scope) — and only for keys the listed rows hold, so they
// tell nothing about rows the caller does not see.
import type { AppContext } from '../../context';
import type { Locale } from '../../http/messages';
import type { ScreenModel } from './registry/model';
import { parseSelectParams } from './resource/list-query';
import { selectOptions, type ReadScope, type Row } from './resource/read';

const CHUNK = 500;

/** Labels by field key, then by key as text: `{ group_ids: { "1": "超级管理员" } }`. */
export type RemoteLabels = Record<string, Record<string, string>>;

export interface LabelSources {
  screenOf: (id: string) => ScreenModel | undefined;
  /** The caller's read scope on another screen. */
  scopeOf: (model: ScreenModel) => Promise<ReadScope>;
  locale: Locale;
}

function collect(rows: Row[], key: string, into: Set<string | number>): void {
  for (const row of rows) {
    const value = row[key];
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'number' || (typeof v === 'string' && v !== '')) into.add(v);
    if (Array.isArray(row.children)) collect(row.children as Row[], key, into);
  }
}

export async function remoteLabels(model: ScreenModel, rows: Row[], ctx: AppContext, sources: LabelSources): Promise<RemoteLabels> {
  const labels: RemoteLabels = {};
  for (const field of model.screen.fields) {
    const target = field.remote && field.list ? sources.screenOf(field.remote.screen) : undefined;
    if (!field.remote || !target) continue;
    const keys = new Set<string | number>();
    collect(rows, field.key, keys);
    if (keys.size === 0) continue;
    try {
      const scope = await sources.scopeOf(target);
      const found: Record<string, string> = {};
      const all = [...keys];
      // The select action takes at most CHUNK keys at once.
      for (let at = 0; at < all.length; at += CHUNK) {
        const params = parseSelectParams(target, { initValue: JSON.stringify(all.slice(at, at + CHUNK)), label: field.remote.label });
        for (const option of (await selectOptions(ctx, target, params, scope, sources.locale)).list) found[String(option.value)] = option.label;
      }
      labels[field.key] = found;
    } catch {
      // A label the other screen does not offer (or a key it cannot read): the keys stay bare.
    }
  }
  return labels;
}
