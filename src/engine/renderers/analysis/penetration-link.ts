// Opening an analysis from a ranking row (spec §2): the product or company analysis of the same
// channel, in a new tab, carrying the current filters plus the row's member in `data-penetration-params`.
import type { AnalysisSchema } from '../../../generated/schema-types';
import { encrypt, PENETRATION_PARAM } from '../../../shared/penetration-params';

export type TargetView = 'product-analysis' | 'company-analysis';

export interface RowTarget {
  view: TargetView;
  /** The filter key of the target page that selects the row's member. */
  key: string;
}

// Ranking dimensions → the product/company-analysis filter keys that pick one of their members (spec §3).
const PRODUCT_KEYS: Record<string, string> = { brand: 'brand', tradeName: 'spm', generic: 'tym', drugName: 'pm', ingredient: 'element', group: 'rights', company: 'cj' };
const COMPANY_KEYS: Record<string, string> = { group: 'rights', company: 'cj' };

export function rowTargets(dimension: string): RowTarget[] {
  const targets: RowTarget[] = [];
  if (PRODUCT_KEYS[dimension]) targets.push({ view: 'product-analysis', key: PRODUCT_KEYS[dimension] });
  if (COMPANY_KEYS[dimension]) targets.push({ view: 'company-analysis', key: COMPANY_KEYS[dimension] });
  return targets;
}

/** The competitive analysis has no channel section of its own: it opens the retail pages (spec §2). */
function sectionOf(schema: AnalysisSchema): string {
  return schema.channel === 'competitive' ? 'drug-sale' : schema.section;
}

export function analysisHref(schema: AnalysisSchema, view: TargetView, filters: Record<string, unknown>): string {
  const search = new URLSearchParams({ [PENETRATION_PARAM]: encrypt(filters) });
  return `/market-database/${sectionOf(schema)}/${view}?${search.toString()}`;
}
