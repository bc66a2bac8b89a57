// Cross-references of one analysis schema: section/channel/view and the id and codes derived from
// them (contracts §2, §4), its filter set, and each block's chart kind, measures and dimensions.
import type { AnalysisBlock, AnalysisSchema, Channel } from '../../../src/generated/schema-types';
import { pointer } from '../json-pointer';
import type { Entry, Project } from '../model';
import type { ProblemSink } from '../problems';
import { lookUp, type Vocabulary } from './vocabulary';

const MARKET_AREA = 'market-database';
export const COMPETITIVE_AREA = 'competitive-analysis';

/** The id an analysis page must have (contracts §2). */
function expectedAnalysisId(area: string, section: string, view: string): string {
  return area === COMPETITIVE_AREA ? view : `${section}-${view}`;
}

function checkDimension(
  vocabulary: Vocabulary,
  name: string,
  channel: Channel | undefined,
  sink: ProblemSink,
  file: string,
  at: string,
): void {
  const dimension = lookUp(vocabulary.dimensions, name, 'dimension', sink, file, at);
  if (dimension && channel && !dimension.channels.includes(channel.id)) {
    sink.report(file, at, `dimension "${name}" is not available on channel "${channel.id}" (only on: ${dimension.channels.join(', ')})`);
  }
}

function checkBlock(block: AnalysisBlock, at: string, channel: Channel | undefined, vocabulary: Vocabulary, sink: ProblemSink, file: string): void {
  block.measures.forEach((m, i) => lookUp(vocabulary.measures, m, 'measure', sink, file, `${at}/measures/${i}`));
  if (block.type === 'chart' && block.chart === undefined) sink.report(file, at, 'missing "chart" (a chart block names its chart kind)');
  if (block.type !== 'chart' && block.chart !== undefined) sink.report(file, at + '/chart', `only a chart block has a chart kind (this block is of type "${block.type}")`);
  if (block.type !== 'kpi' && block.dimension === undefined) sink.report(file, at, `missing "dimension" (a ${block.type} block groups its data by a dimension)`);
  if (block.type === 'kpi' && block.dimension !== undefined) sink.report(file, at + '/dimension', 'a kpi block shows totals and takes no dimension');
  if (block.dimension !== undefined) checkDimension(vocabulary, block.dimension, channel, sink, file, at + '/dimension');
  if (block.series !== undefined) checkDimension(vocabulary, block.series, channel, sink, file, at + '/series');
  block.toggles?.forEach((name, i) => checkDimension(vocabulary, name, channel, sink, file, `${at}/toggles/${i}`));
  if (block.toggles && block.dimension !== undefined && !block.toggles.includes(block.dimension)) {
    sink.report(file, at + '/toggles', `must include the block's dimension "${block.dimension}" (the one shown first)`);
  }
  if (block.chart === undefined) return;
  const chart = lookUp(vocabulary.charts, block.chart, 'chart kind', sink, file, at + '/chart');
  if (!chart) return;
  const count = block.measures.length;
  if (count < chart.minMeasures || count > chart.maxMeasures) {
    const expected = chart.minMeasures === chart.maxMeasures ? `${chart.minMeasures}` : `${chart.minMeasures} to ${chart.maxMeasures}`;
    sink.report(file, at + '/measures', `chart "${chart.id}" takes ${expected} measure(s), got ${count}`);
  }
  if (chart.dimensions && block.dimension !== undefined && !chart.dimensions.includes(block.dimension)) {
    sink.report(file, at + '/dimension', `chart "${chart.id}" needs dimension ${chart.dimensions.map((d) => `"${d}"`).join(' or ')}, not "${block.dimension}"`);
  }
}

function checkCodes(entry: Entry<AnalysisSchema>, channel: Channel, vocabulary: Vocabulary, sink: ProblemSink): void {
  const { file, schema } = entry;
  const view = vocabulary.views.get(schema.view);
  if (!view) return;
  const code = `${channel.codePrefix}_${view.codeSuffix}`;
  if (schema.permissions.view !== code) sink.report(file, '/permissions/view', `must be "${code}" (<channel codePrefix>_<view codeSuffix>, contracts §4)`);
  if (schema.permissions.export !== `${schema.permissions.view}_EXPORT`) {
    sink.report(file, '/permissions/export', `must be "${schema.permissions.view}_EXPORT" (the page code + _EXPORT)`);
  }
}

function checkFilterSetDimensions(entry: Entry<AnalysisSchema>, channel: Channel, project: Project, vocabulary: Vocabulary, sink: ProblemSink): void {
  const filterSet = project.filterSets.find((f) => f.schema.id === entry.schema.filterSet);
  for (const key of filterSet?.schema.keys ?? []) {
    const dimension = key.options && 'dimension' in key.options ? vocabulary.dimensions.get(key.options.dimension) : undefined;
    if (dimension && !dimension.channels.includes(channel.id)) {
      sink.report(entry.file, '/filterSet', `filter set "${filterSet?.schema.id}" key "${key.key}" uses dimension "${dimension.id}", which channel "${channel.id}" does not have (only: ${dimension.channels.join(', ')})`);
    }
  }
}

export function checkAnalyses(project: Project, vocabulary: Vocabulary, sink: ProblemSink): void {
  const filterSets = new Map(project.filterSets.map((f) => [f.schema.id, f]));
  for (const entry of project.analyses) {
    const { file, schema } = entry;
    const section = lookUp(vocabulary.sections, schema.section, 'section', sink, file, '/section');
    if (section && section.area !== MARKET_AREA && section.area !== COMPETITIVE_AREA) {
      sink.report(file, '/section', `section "${section.id}" is in area "${section.area}"; an analysis page needs a section of area "${MARKET_AREA}" or "${COMPETITIVE_AREA}"`);
    }
    const channel = lookUp(vocabulary.channels, schema.channel, 'channel', sink, file, '/channel');
    if (section && channel && section.channel !== channel.id) {
      sink.report(file, '/channel', `section "${section.id}" is the "${section.channel ?? '(none)'}" channel, not "${channel.id}"`);
    }
    lookUp(vocabulary.views, schema.view, 'view', sink, file, '/view');
    if (section) {
      const id = expectedAnalysisId(section.area, section.id, schema.view);
      if (schema.id !== id) sink.report(file, '/id', `must be "${id}" (${section.area === COMPETITIVE_AREA ? '<view>' : '<section>-<view>'}, contracts §2)`);
    }
    if (channel) checkCodes(entry, channel, vocabulary, sink);
    lookUp(filterSets, schema.filterSet, 'filter set', sink, file, '/filterSet');
    if (channel) checkFilterSetDimensions(entry, channel, project, vocabulary, sink);
    if (!schema.periods.includes(schema.defaultPeriod)) {
      sink.report(file, '/defaultPeriod', `"${schema.defaultPeriod}" is not one of the page's periods (${schema.periods.join(', ')})`);
    }
    const blockIds = new Set<string>();
    schema.blocks.forEach((block, index) => {
      const at = pointer('blocks', index);
      if (blockIds.has(block.id)) sink.report(file, at + '/id', `duplicate block id "${block.id}"`);
      blockIds.add(block.id);
      checkBlock(block, at, channel, vocabulary, sink, file);
    });
  }
}
