// The measures of domain notes §2.1, computed from summed amounts, units and standard units of the
// current window, the same window a year earlier and (MONTH/QUARTER) the preceding window. Pure:
// the SQL sums, this file divides. Growth is null with isNew when the previous value is 0 (新进).

export interface Agg {
  amount: number;
  units: number;
  stdUnits: number;
}

export const ZERO: Agg = { amount: 0, units: 0, stdUnits: 0 };

export function addAgg(a: Agg, b: Agg): Agg {
  return { amount: a.amount + b.amount, units: a.units + b.units, stdUnits: a.stdUnits + b.stdUnits };
}

export interface Member {
  key: string;
  cur: Agg;
  prev: Agg;
  mom: Agg;
  /** Distinct counts (nProducts…) over the current window. */
  counts: Record<string, number>;
  /** Company amounts inside the member (current window), for CR-n and HHI. */
  companyAmounts?: number[];
}

/** A member with sales in some window: the others are left out of every block. */
export const hasSales = (m: Member): boolean => m.cur.amount !== 0 || m.prev.amount !== 0 || m.mom.amount !== 0;

export interface Comparison {
  /** The previous-year window lies inside the data: growth can be computed. */
  prevAvailable: boolean;
  /** A period-on-period window exists and lies inside the data. */
  momAvailable: boolean;
}

export interface Ranks {
  cur: Map<string, number>;
  prev: Map<string, number>;
}

export type Values = Record<string, number | null>;

export const COUNT_MEASURES = ['nProducts', 'nCompanies', 'nBrands', 'nSkus'] as const;
export const CONCENTRATION_MEASURES = ['cr3', 'cr5', 'cr10', 'hhi'] as const;

function growthOf(cur: number, prev: number, available: boolean): { value: number | null; isNew: boolean } {
  if (!available) return { value: null, isNew: false };
  if (prev === 0) return { value: null, isNew: cur > 0 };
  return { value: cur / prev - 1, isNew: false };
}

const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);

/** Sum of the top-n shares of the amounts. */
export function concentration(amounts: number[], n: number): number | null {
  const total = amounts.reduce((sum, a) => sum + a, 0);
  if (total <= 0) return null;
  return [...amounts].sort((a, b) => b - a).slice(0, n).reduce((sum, a) => sum + a, 0) / total;
}

/** Herfindahl–Hirschman index: Σ share² × 10⁴ (shares as fractions). */
export function hhi(amounts: number[]): number | null {
  const total = amounts.reduce((sum, a) => sum + a, 0);
  if (total <= 0) return null;
  return amounts.reduce((sum, a) => sum + (a / total) ** 2, 0) * 1e4;
}

/** Ranks by amount (or units) descending; the previous ranking counts only members that sold then. */
export function rankMembers(members: Member[], by: 'amount' | 'units'): Ranks {
  const order = (pick: (m: Member) => number) =>
    new Map(
      members
        .filter((m) => pick(m) > 0)
        .sort((a, b) => pick(b) - pick(a) || a.key.localeCompare(b.key))
        .map((m, i) => [m.key, i + 1]),
    );
  return { cur: order((m) => m.cur[by]), prev: order((m) => m.prev[by]) };
}

export function measureValues(member: Member, market: Member, measures: readonly string[], comparison: Comparison, ranks?: Ranks): { values: Values; isNew: boolean } {
  const growth = growthOf(member.cur.amount, member.prev.amount, comparison.prevAvailable);
  const values: Values = {};
  for (const measure of measures) values[measure] = measureValue(measure, member, market, comparison, growth.value, ranks);
  return { values, isNew: growth.isNew };
}

// One measure at a time with a switch: called for every member of a block, so no closures per call.
function measureValue(measure: string, member: Member, market: Member, comparison: Comparison, growth: number | null, ranks?: Ranks): number | null {
  const { cur, prev } = member;
  switch (measure) {
    case 'amount':
      return cur.amount;
    case 'units':
      return cur.units;
    case 'stdUnits':
      return cur.stdUnits;
    case 'growth':
      return growth;
    case 'momGrowth':
      return growthOf(cur.amount, member.mom.amount, comparison.momAvailable).value;
    case 'share':
      return ratio(cur.amount, market.cur.amount);
    case 'shareChg': {
      const share = ratio(cur.amount, market.cur.amount);
      const prevShare = comparison.prevAvailable ? ratio(prev.amount, market.prev.amount) : null;
      return share !== null && prevShare !== null ? (share - prevShare) * 100 : null;
    }
    case 'rank':
      return ranks?.cur.get(member.key) ?? null;
    case 'rankChg': {
      const rank = ranks?.cur.get(member.key) ?? null;
      const prevRank = ranks?.prev.get(member.key) ?? null;
      return rank !== null && prevRank !== null ? prevRank - rank : null;
    }
    case 'avgPrice':
      return ratio(cur.amount, cur.units);
    case 'avgPriceGrowth': {
      const avgPrice = ratio(cur.amount, cur.units);
      const prevAvgPrice = ratio(prev.amount, prev.units);
      return avgPrice !== null && prevAvgPrice !== null && prevAvgPrice > 0 && comparison.prevAvailable ? avgPrice / prevAvgPrice - 1 : null;
    }
    case 'delta':
      return comparison.prevAvailable ? cur.amount - prev.amount : null;
    case 'contrib': {
      const delta = comparison.prevAvailable ? cur.amount - prev.amount : null;
      const marketDelta = market.cur.amount - market.prev.amount;
      return delta !== null && marketDelta !== 0 ? delta / marketDelta : null;
    }
    case 'ei': {
      const marketGrowth = growthOf(market.cur.amount, market.prev.amount, comparison.prevAvailable).value;
      return growth !== null && marketGrowth !== null && marketGrowth !== -1 ? ((1 + growth) / (1 + marketGrowth)) * 100 : null;
    }
    case 'cr3':
      return concentration(member.companyAmounts ?? [], 3);
    case 'cr5':
      return concentration(member.companyAmounts ?? [], 5);
    case 'cr10':
      return concentration(member.companyAmounts ?? [], 10);
    case 'hhi':
      return hhi(member.companyAmounts ?? []);
    default:
      return (COUNT_MEASURES as readonly string[]).includes(measure) ? (member.counts[measure] ?? 0) : null;
  }
}

/** The members beyond the top N summed into one (其他), so every block's total agrees. */
export function sumMembers(key: string, members: Member[]): Member {
  // Added in place, in order (called on thousands of products per block: no objects per member).
  const cur = { ...ZERO };
  const prev = { ...ZERO };
  const mom = { ...ZERO };
  for (const m of members) {
    addInto(cur, m.cur);
    addInto(prev, m.prev);
    addInto(mom, m.mom);
  }
  return { key, cur, prev, mom, counts: {} };
}

function addInto(sum: Agg, b: Agg): void {
  sum.amount += b.amount;
  sum.units += b.units;
  sum.stdUnits += b.stdUnits;
}
