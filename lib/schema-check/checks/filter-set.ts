// Cross-references of one filter set: widgets (context filter-set), option dimensions, linkage,
// required-tag keys and the keys of the filter set it opens.
import { pointer } from '../json-pointer';
import type { Project } from '../model';
import type { ProblemSink } from '../problems';
import { usableWidget } from './filter-widget';
import { checkLinkage } from './linkage';
import { lookUp, type Vocabulary } from './vocabulary';

export function checkFilterSets(project: Project, vocabulary: Vocabulary, sink: ProblemSink): void {
  const filterSets = new Map(project.filterSets.map((f) => [f.schema.id, f.schema]));
  for (const { file, schema } of project.filterSets) {
    const keys = new Set<string>();
    schema.keys.forEach((item, index) => {
      const at = pointer('keys', index);
      if (keys.has(item.key)) sink.report(file, at + '/key', `duplicate filter key "${item.key}"`);
      keys.add(item.key);
      const widget = usableWidget(vocabulary, item.widget, 'filter-set', sink, file, at + '/widget');
      if (widget?.options === 'required' && !item.options) sink.report(file, at, `widget "${widget.id}" needs "options" (a dimension or values)`);
      if (widget?.options === 'none' && item.options) sink.report(file, at + '/options', `widget "${widget.id}" takes no options`);
      // A unit says how a typed number compares with a measure: only a number range types one.
      if (item.unit && widget && widget.component !== 'NumberRange') sink.report(file, at + '/unit', `"unit" only applies to a number range, not to widget "${widget.id}"`);
      if (item.options && 'dimension' in item.options) {
        lookUp(vocabulary.dimensions, item.options.dimension, 'dimension', sink, file, at + '/options/dimension');
      }
    });
    checkLinkage(
      schema.keys.map((item, index) => ({ key: item.key, at: pointer('keys', index), dependsOn: item.dependsOn, visibleWhen: item.visibleWhen })),
      'filter key',
      sink,
      file,
    );
    schema.requiredTags?.forEach((tag, t) =>
      tag.keys.forEach((key, i) => {
        if (!keys.has(key)) sink.report(file, pointer('requiredTags', t, 'keys', i), `filter key "${key}" does not exist in this filter set`);
      }),
    );
    if (schema.opens === undefined) {
      schema.keys.forEach((item, index) => {
        if (item.mapsTo) sink.report(file, pointer('keys', index, 'mapsTo'), '"mapsTo" needs "opens" (the filter set the value is copied to)');
      });
      continue;
    }
    const target = lookUp(filterSets, schema.opens, 'filter set', sink, file, '/opens');
    if (!target) continue;
    const targetKeys = new Set(target.keys.map((k) => k.key));
    schema.keys.forEach((item, index) => {
      const mapped = item.mapsTo ?? item.key;
      if (!targetKeys.has(mapped)) {
        const at = pointer('keys', index, item.mapsTo ? 'mapsTo' : 'key');
        sink.report(file, at, `filter key "${mapped}" does not exist in the opened filter set "${target.id}" (its keys: ${[...targetKeys].join(', ')})`);
      }
    });
  }
}
