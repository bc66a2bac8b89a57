// The parts every aggregate of a query shares: the page's channels, the comparison windows, the
// month that names companies, and the conditions.
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
