// Opening an analysis from a ranking row (spec §2): the product or company analysis of the same
// channel, in a new tab, carrying the current filters plus the row's member in `data-penetration-params`.
import type { AnalysisSchema } from '../../../generated/schema-types';
import { PENETRATION_PARAM } from '../../../shared/penetration-param-name';
import type { PenetrationCodec } from './penetration-codec';

export type TargetView = 'product-analysis' | 'company-analysis';

export interface RowTarget {
  view: TargetView;
  /** The filter key of the target page that selects the row's member. */
  key: string;
}

// Ranking dimensions → the filter key of the analysis that focuses on one of their members (spec §3).
// Each target's required tag (spec §5) is then filled: products, brands, generics… open the product
// analysis; groups and manufacturers the company analysis (the product analysis would only ask for a
// product tag first).
const TARGETS: Record<string, RowTarget> = {
  brand: { view: 'product-analysis', key: 'brand' },
  tradeName: { view: 'product-analysis', key: 'spm' },
  generic: { view: 'product-analysis', key: 'tym' },
  drugName: { view: 'product-analysis', key: 'pm' },
  ingredient: { view: 'product-analysis', key: 'element' },
  group: { view: 'company-analysis', key: 'rights' },
  company: { view: 'company-analysis', key: 'cj' },
};

export function rowTargets(dimension: string): RowTarget[] {
  return Object.hasOwn(TARGETS, dimension) ? [TARGETS[dimension]] : [];
}

/** The competitive analysis has no channel section of its own: it opens the retail pages (spec §2). */
function sectionOf(schema: AnalysisSchema): string {
  return schema.channel === 'competitive' ? 'drug-sale' : schema.section;
}

export function analysisHref(codec: PenetrationCodec, schema: AnalysisSchema, view: TargetView, filters: Record<string, unknown>): string {
  const search = new URLSearchParams({ [PENETRATION_PARAM]: codec.encrypt(filters) });
  return `/market-database/${sectionOf(schema)}/${view}?${search.toString()}`;
}
