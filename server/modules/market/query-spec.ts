// The parts every aggregate of a query shares: the page's channels, the comparison windows, the
// month that names companies, and the conditions (optionally without one dimension's own filter).
import type { QueryContext } from './context';
import type { Condition } from './filters';
import type { AggregateSpec, Fragment, Window } from './sql';

export function comparisonWindows(ctx: QueryContext): Window[] {
  const windows: Window[] = [
    { name: 'cur', ...ctx.cur },
    { name: 'prev', ...ctx.prev },
  ];
  if (ctx.mom) windows.push({ name: 'mom', ...ctx.mom });
  return windows;
}

export function specOf(ctx: QueryContext, groupBy: Fragment[], conditions: Condition[], windows: Window[]): AggregateSpec {
  return { channels: ctx.page.factChannels, groupBy, conditions: conditions.map((c) => c.fragment), windows, asOf: ctx.cur.to, withStd: ctx.withStd };
}

/** The conditions of the query without those on the dimension (the market of a share). */
export function withoutDimension(conditions: Condition[], dimension: string | null): Condition[] {
  const kept = dimension ? conditions.filter((c) => c.dimension !== dimension) : conditions;
  // The same array when nothing was removed, so the query can still use the page's shared bases.
  return kept.length === conditions.length ? conditions : kept;
}

