// The registries must agree with themselves before schemas are checked against them: unique ids,
// sections in known areas, channels that exist, default filter widgets that fit their types, and
// context "form" on exactly the widgets the crud renderer implements.
import { pointer } from '../json-pointer';
import type { Registries } from '../model';
import type { ProblemSink } from '../problems';
import { FORM_WIDGETS } from './crud-types';
import { checkFilterFit, usableWidget } from './filter-widget';
import type { Vocabulary } from './vocabulary';

function uniqueIds(items: { id: string }[], list: string, file: string, sink: ProblemSink): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) sink.report(file, pointer(list, i, 'id'), `duplicate id "${item.id}"`);
    seen.add(item.id);
  });
}

function knownIn(names: Set<string> | Map<string, unknown>, name: string, what: string, file: string, at: string, sink: ProblemSink): void {
  if (!names.has(name)) sink.report(file, at, `unknown ${what} "${name}" (known: ${[...names.keys()].join(', ')})`);
}

export function checkRegistries(registries: Registries, vocabulary: Vocabulary, sink: ProblemSink): void {
  const sections = registries.sections;
  uniqueIds(sections.schema.areas, 'areas', sections.file, sink);
  uniqueIds(sections.schema.sections, 'sections', sections.file, sink);
  uniqueIds(sections.schema.menuGroups, 'menuGroups', sections.file, sink);
  sections.schema.sections.forEach((section, i) => {
    knownIn(vocabulary.areas, section.area, 'area', sections.file, pointer('sections', i, 'area'), sink);
    if (section.channel !== undefined) knownIn(vocabulary.channels, section.channel, 'channel', sections.file, pointer('sections', i, 'channel'), sink);
  });
  const sectionCodes = new Set(sections.schema.sections.map((s) => s.code));
  for (const extra of sections.schema.extraCodes) if (extra.type === 'section') sectionCodes.add(extra.code);
  sections.schema.extraCodes.forEach((extra, i) => {
    const at = pointer('extraCodes', i);
    if (extra.type === 'page' && extra.parent === undefined) sink.report(sections.file, at, 'a page code needs "parent" (its section code in the permission tree)');
    if (extra.type === 'section' && extra.parent !== undefined) sink.report(sections.file, at + '/parent', 'a section code has no parent');
    if (extra.parent !== undefined) knownIn(sectionCodes, extra.parent, 'section code', sections.file, at + '/parent', sink);
  });

  const columnTypes = registries.columnTypes;
  uniqueIds(columnTypes.schema.types, 'types', columnTypes.file, sink);
  columnTypes.schema.types.forEach((type, i) => {
    const at = pointer('types', i, 'filterWidgets');
    for (const op of type.operators) {
      if (type.filterWidgets[op] === undefined) sink.report(columnTypes.file, at, `missing the default widget of operator "${op}"`);
    }
    for (const [op, name] of Object.entries(type.filterWidgets)) {
      if (name === undefined) continue;
      if (!type.operators.includes(op as never)) sink.report(columnTypes.file, at + pointer(op), `operator "${op}" is not one of the type's operators (${type.operators.join(', ')})`);
      const widget = usableWidget(vocabulary, name, 'filter', sink, columnTypes.file, at + pointer(op));
      if (widget) checkFilterFit(widget, op, type.id, sink, columnTypes.file, at + pointer(op));
    }
  });

  const widgets = registries.widgets;
  uniqueIds(widgets.schema.widgets, 'widgets', widgets.file, sink);
  widgets.schema.widgets.forEach((widget, i) => {
    widget.columnTypes?.forEach((type, t) => knownIn(vocabulary.columnTypes, type, 'column type', widgets.file, pointer('widgets', i, 'columnTypes', t), sink));
    const forFilter = widget.contexts.includes('filter');
    if (forFilter !== (widget.operators !== undefined && widget.columnTypes !== undefined)) {
      sink.report(widgets.file, pointer('widgets', i), 'a widget has "operators" and "columnTypes" exactly when it can be used in context "filter"');
    }
    if (widget.contexts.includes('form') && !Object.hasOwn(FORM_WIDGETS, widget.id)) {
      sink.report(widgets.file, pointer('widgets', i, 'contexts'), `widget "${widget.id}" is not implemented by the crud renderer, so it cannot have context "form" (implemented: ${Object.keys(FORM_WIDGETS).join(', ')})`);
    }
  });
  const forms = new Set(widgets.schema.widgets.filter((w) => w.contexts.includes('form')).map((w) => w.id));
  const missing = Object.keys(FORM_WIDGETS).filter((id) => !forms.has(id));
  if (missing.length) sink.report(widgets.file, '/widgets', `the crud renderer implements ${missing.map((id) => `"${id}"`).join(', ')} (lib/schema-check/checks/crud-types.ts), but no widget of context "form" has that id`);

  const market = registries.market;
  for (const list of ['channels', 'views', 'measures', 'dimensions', 'charts'] as const) uniqueIds(market.schema[list], list, market.file, sink);
  market.schema.dimensions.forEach((dimension, i) =>
    dimension.channels.forEach((channel, c) => knownIn(vocabulary.channels, channel, 'channel', market.file, pointer('dimensions', i, 'channels', c), sink)),
  );
  market.schema.charts.forEach((chart, i) => {
    chart.dimensions?.forEach((d, j) => knownIn(vocabulary.dimensions, d, 'dimension', market.file, pointer('charts', i, 'dimensions', j), sink));
    if (chart.minMeasures > chart.maxMeasures) sink.report(market.file, pointer('charts', i, 'maxMeasures'), `must be at least minMeasures (${chart.minMeasures})`);
  });
}
