// Look-up tables over the registries, and the one way every check reports an unknown name, so
// that all such messages read alike and list what would have been accepted.
import type { ProblemSink } from '../problems';
import type { Registries } from '../model';
import type {
  Area,
  Channel,
  ChartKind,
  ColumnType,
  Dimension,
  Measure,
  MenuGroup,
  Section,
  View,
  Widget,
} from '../../../src/generated/schema-types';

export interface Vocabulary {
  areas: Map<string, Area>;
  sections: Map<string, Section>;
  columnTypes: Map<string, ColumnType>;
  widgets: Map<string, Widget>;
  channels: Map<string, Channel>;
  views: Map<string, View>;
  measures: Map<string, Measure>;
  dimensions: Map<string, Dimension>;
  charts: Map<string, ChartKind>;
  /** Back-end menu groups of crud screens (sections registry `menuGroups`). */
  menuGroups: Map<string, MenuGroup>;
}

const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((item) => [item.id, item]));

export function buildVocabulary(registries: Registries): Vocabulary {
  const market = registries.market.schema;
  return {
    areas: byId(registries.sections.schema.areas),
    sections: byId(registries.sections.schema.sections),
    columnTypes: byId(registries.columnTypes.schema.types),
    widgets: byId(registries.widgets.schema.widgets),
    channels: byId(market.channels),
    views: byId(market.views),
    measures: byId(market.measures),
    dimensions: byId(market.dimensions),
    charts: byId(market.charts),
    menuGroups: byId(registries.sections.schema.menuGroups),
  };
}

/** Returns the named entry, or reports `unknown <what> "<name>" (known: …)` and returns undefined. */
export function lookUp<T>(
  table: Map<string, T>,
  name: string,
  what: string,
  sink: ProblemSink,
  file: string,
  at: string,
): T | undefined {
  const found = table.get(name);
  if (found === undefined) sink.report(file, at, `unknown ${what} "${name}" (known: ${[...table.keys()].join(', ')})`);
  return found;
}

/** Reports `field "<name>" does not exist` unless the name is one of the keys. */
export function expectField(keys: Set<string>, name: string, sink: ProblemSink, file: string, at: string, where = 'in this schema'): boolean {
  if (keys.has(name)) return true;
  sink.report(file, at, `field "${name}" does not exist ${where}`);
  return false;
}
