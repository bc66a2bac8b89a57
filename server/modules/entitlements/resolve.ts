// A member's effective entitlements, read in ONE database round trip (issue 23 item 2): the member,
// their plan (member group), every subscription (benefit) with its plan, and their licence rows.
// Subscriptions and licence rows are few per member, so the join's product stays small.
import type { AppContext } from '../../context';
import { ALL_AREAS, licensedAreas } from '../auth/area-licence';
import { expandRules } from '../auth/permission-catalog';

/** null = unrestricted. */
export interface Licenses {
  areas: string[] | null;
  categories: string[] | null;
  forms: string[] | null;
  /** Fact channels (RETAIL, HOSPITAL, GRASSROOTS, B2C). */
  channels: string[] | null;
}

/** Where a code or scope comes from, for the effective-access view. */
export type Source = { kind: 'plan'; plan: string } | { kind: 'subscription'; source: string; plan: string | null; endsAt: number } | { kind: 'override' };

export interface Limits {
  /** Concurrent sessions; null = no limit. */
  seats: number | null;
  exportRowsPerMonth: number | null;
  savedMarkets: number | null;
  historyMonths: number | null;
}

export interface Entitlements {
  account: string;
  codes: ReadonlySet<string>;
  licenses: Licenses;
  limits: Limits;
  /** Each code and area with its sources; each other scope and limit with the plans or override that set it. */
  why: { codes: Map<string, Source[]>; areas: Map<string, Source[]>; categories: Source[]; forms: Source[]; plans: Source[] };
  /** Codes only an ended subscription granted, with the time it ended: their refusal says renew. */
  ended: Map<string, number>;
  /** When a subscription starts or ends next: the cached entitlements are stale from then on. */
  validUntil: number;
}

interface PlanColumns {
  name: string | null;
  rules: string | null;
  areas: string | null;
  channels: string | null;
  categories: string | null;
  forms: string | null;
  history_months: number | null;
  seats: number | null;
  export_rows_month: number | null;
  saved_markets: number | null;
}

function list(json: string | null): string[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The union of plan scopes; any unrestricted plan makes it unrestricted (null). */
function unionScope(values: (string | null)[]): string[] | null {
  const all = new Set<string>();
  for (const value of values) for (const item of list(value)) all.add(item);
  return all.has(ALL_AREAS) ? null : [...all];
}

/** The most generous limit of the plans in force: no limit on any plan = no limit. */
function generous(values: (number | null)[]): number | null {
  return values.length === 0 || values.some((v) => v === null) ? null : Math.max(...(values as number[]));
}

/** Adds a source of `key`, once: a card and its plan granting the same area are one subscription. */
function add<K>(map: Map<K, Source[]>, key: K, source: Source): void {
  const sources = map.get(key) ?? [];
  if (!sources.includes(source)) map.set(key, [...sources, source]);
}

export async function resolveEntitlements(ctx: AppContext, userId: number): Promise<Entitlements> {
  const now = ctx.now();
  const rows = await ctx.db
    .selectFrom('app_user as u')
    .leftJoin('member_group as g', 'g.id', 'u.group_id')
    .leftJoin('benefit as b', 'b.user_id', 'u.id')
    .leftJoin('member_group as bg', 'bg.id', 'b.plan_id')
    .leftJoin('user_license as l', 'l.user_id', 'u.id')
    .select(['u.username', 'u.areas as member_areas', 'g.name', 'g.rules', 'g.areas', 'g.channels', 'g.categories', 'g.forms', 'g.history_months', 'g.seats', 'g.export_rows_month', 'g.saved_markets'])
    .select(['b.id as b_id', 'b.codes as b_codes', 'b.areas as b_areas', 'b.source as b_source', 'b.starts_at as b_starts', 'b.expires_at as b_expires', 'b.grace_ms as b_grace'])
    .select(['bg.name as bg_name', 'bg.rules as bg_rules', 'bg.areas as bg_areas', 'bg.channels as bg_channels', 'bg.categories as bg_categories', 'bg.forms as bg_forms'])
    .select(['bg.history_months as bg_history_months', 'bg.seats as bg_seats', 'bg.export_rows_month as bg_export_rows_month', 'bg.saved_markets as bg_saved_markets'])
    .select(['l.kind as l_kind', 'l.value as l_value'])
    .where('u.id', '=', userId)
    .execute();
  const first = rows[0];
  const codes = new Map<string, Source[]>();
  const areas = new Map<string, Source[]>();
  const ended = new Map<string, number>();
  const plans: PlanColumns[] = [];
  let validUntil = Number.POSITIVE_INFINITY;

  if (first?.name) {
    plans.push(first);
    for (const code of expandRules(list(first.rules))) add(codes, code, { kind: 'plan', plan: first.name });
  }
  const planSources: Source[] = first?.name ? [{ kind: 'plan', plan: first.name }] : [];
  const memberAreas = licensedAreas(first?.member_areas);
  for (const area of memberAreas ?? [ALL_AREAS]) add(areas, area, { kind: 'override' });

  const seen = new Set<number>();
  for (const row of rows) {
    if (row.b_id === null || seen.has(row.b_id)) continue;
    seen.add(row.b_id);
    const endsAt = Number(row.b_expires) + Number(row.b_grace ?? 0);
    const startsAt = Number(row.b_starts);
    const granted = [...list(row.b_codes), ...(row.bg_rules ? list(row.bg_rules) : [])];
    if (startsAt > now) validUntil = Math.min(validUntil, startsAt);
    if (endsAt <= now) {
      for (const code of expandRules(granted)) ended.set(code, Math.max(ended.get(code) ?? 0, endsAt));
      continue;
    }
    if (startsAt > now) continue;
    validUntil = Math.min(validUntil, endsAt);
    const source: Source = { kind: 'subscription', source: row.b_source ?? '', plan: row.bg_name, endsAt };
    for (const code of expandRules(granted)) add(codes, code, source);
    for (const area of [...list(row.b_areas), ...list(row.bg_areas)]) add(areas, area, source);
    if (row.bg_name) {
      planSources.push(source);
      plans.push({
        name: row.bg_name,
        rules: row.bg_rules,
        areas: row.bg_areas,
        channels: row.bg_channels,
        categories: row.bg_categories,
        forms: row.bg_forms,
        history_months: row.bg_history_months,
        seats: row.bg_seats,
        export_rows_month: row.bg_export_rows_month,
        saved_markets: row.bg_saved_markets,
      });
    }
  }
  for (const code of codes.keys()) ended.delete(code);

  // Licence rows override the plans' category and dosage-form scopes; no row of a kind = the plans'.
  const override = (kind: string) => {
    const values = [...new Set(rows.filter((r) => r.l_kind === kind).map((r) => r.l_value as string))];
    return values.length > 0 ? values : null;
  };
  const planScope = (column: 'categories' | 'forms' | 'channels') => (plans.length === 0 ? null : unionScope(plans.map((p) => p[column])));
  // The member's own areas are widened by subscriptions (a card for all of China included), never narrowed.
  const licensedArea = areas.has(ALL_AREAS) ? null : [...areas.keys()];

  return {
    account: first?.username ?? '',
    codes: new Set(codes.keys()),
    licenses: {
      areas: licensedArea,
      categories: override('category') ?? planScope('categories'),
      forms: override('form') ?? planScope('forms'),
      channels: planScope('channels'),
    },
    limits: {
      seats: generous(plans.map((p) => p.seats)),
      exportRowsPerMonth: generous(plans.map((p) => p.export_rows_month)),
      savedMarkets: generous(plans.map((p) => p.saved_markets)),
      historyMonths: generous(plans.map((p) => p.history_months)),
    },
    why: {
      codes,
      areas,
      categories: override('category') ? [{ kind: 'override' }] : planSources,
      forms: override('form') ? [{ kind: 'override' }] : planSources,
      plans: planSources,
    },
    ended,
    validUntil,
  };
}
