// Filter linkage (dependsOn, visibleWhen) must be declarative and shallow: a filter may only read
// filters declared before it, and cycles are rejected at build time (formily reactions depend on
// declaration order, and a circular binding leaves every widget in an error state).
import type { Predicate } from '../../../src/generated/schema-types';
import { pointer } from '../json-pointer';
import type { ProblemSink } from '../problems';

export interface LinkedKey {
  key: string;
  /** Pointer of the object that declares dependsOn / visibleWhen for this key. */
  at: string;
  dependsOn?: string[];
  visibleWhen?: Predicate;
}

interface Reference {
  name: string;
  at: string;
}

/** The field names a predicate reads, with their pointers. */
function predicateFields(predicate: Predicate, at: string): Reference[] {
  if ('all' in predicate) return predicate.all.flatMap((p, i) => predicateFields(p, at + pointer('all', i)));
  if ('any' in predicate) return predicate.any.flatMap((p, i) => predicateFields(p, at + pointer('any', i)));
  return [{ name: predicate.field, at: at + pointer('field') }];
}

function referencesOf(item: LinkedKey): Reference[] {
  const depends = (item.dependsOn ?? []).map((name, i) => ({ name, at: item.at + pointer('dependsOn', i) }));
  const visible = item.visibleWhen ? predicateFields(item.visibleWhen, item.at + pointer('visibleWhen')) : [];
  return [...depends, ...visible];
}

/** The first cycle through `start` (as a list of keys ending with start), if any. */
function cycleFrom(start: string, edges: Map<string, string[]>): string[] | null {
  const path: string[] = [];
  const visited = new Set<string>();
  const walk = (key: string): boolean => {
    for (const next of edges.get(key) ?? []) {
      if (next === start) {
        path.push(next);
        return true;
      }
      if (visited.has(next)) continue;
      visited.add(next);
      path.push(next);
      if (walk(next)) return true;
      path.pop();
    }
    return false;
  };
  return walk(start) ? path : null;
}

/** Reports references to unknown keys, cycles, and references to keys declared later. */
export function checkLinkage(items: LinkedKey[], what: string, sink: ProblemSink, file: string): void {
  const position = new Map(items.map((item, index) => [item.key, index]));
  const edges = new Map(items.map((item) => [item.key, referencesOf(item).map((r) => r.name).filter((n) => position.has(n))]));
  items.forEach((item, index) => {
    const cycle = cycleFrom(item.key, edges);
    for (const reference of referencesOf(item)) {
      const target = position.get(reference.name);
      if (target === undefined) {
        sink.report(file, reference.at, `${what} "${reference.name}" does not exist (known: ${[...position.keys()].join(', ')})`);
      } else if (cycle && cycle[0] === reference.name) {
        sink.report(file, reference.at, `dependency cycle: ${[item.key, ...cycle].join(' → ')}`);
      } else if (target >= index) {
        sink.report(file, reference.at, `${what} "${item.key}" depends on "${reference.name}", which is declared later; declare "${reference.name}" first`);
      }
    }
  });
}
