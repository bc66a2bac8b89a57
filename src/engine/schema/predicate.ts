// Compiles the schema's JSON predicates ({field, in} / {field, eq} / {field, notEmpty} / {all} / {any})
// into plain functions once, so linkage never evaluates strings (strict CSP, no unsafe-eval).
import type { Predicate } from './types';

export type Values = Record<string, unknown>;
export type CompiledPredicate = (values: Values) => boolean;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Multi-value filters hold arrays: `in`/`eq` then hold when any selected value matches. */
function matches(value: unknown, test: (v: unknown) => boolean): boolean {
  return Array.isArray(value) ? value.some(test) : test(value);
}

export function compilePredicate(predicate: Predicate): CompiledPredicate {
  if ('all' in predicate) {
    const parts = predicate.all.map(compilePredicate);
    return (values) => parts.every((p) => p(values));
  }
  if ('any' in predicate) {
    const parts = predicate.any.map(compilePredicate);
    return (values) => parts.some((p) => p(values));
  }
  const { field } = predicate;
  if ('in' in predicate) {
    const allowed = new Set<unknown>(predicate.in);
    return (values) => matches(values[field], (v) => allowed.has(v));
  }
  if ('eq' in predicate) {
    const expected = predicate.eq;
    return (values) => matches(values[field], (v) => v === expected);
  }
  return (values) => !isEmpty(values[field]);
}

/** The fields a predicate reads: the filters whose changes must re-run it. */
export function predicateFields(predicate: Predicate): string[] {
  if ('all' in predicate) return [...new Set(predicate.all.flatMap(predicateFields))];
  if ('any' in predicate) return [...new Set(predicate.any.flatMap(predicateFields))];
  return [predicate.field];
}
