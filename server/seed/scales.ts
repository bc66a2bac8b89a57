// The three data-set sizes (domain notes §6). `small` serves the tests and carries the
// known-answer fixtures; `default` is what a first `npm start` builds; `large` benchmarks.

export type ScaleName = 'small' | 'default' | 'large';

export interface Scale {
  name: ScaleName;
  groups: number;
  companies: number;
  /** Chemical/biological generics (molecule × dosage form), then TCM generics. */
  chemicalGenerics: number;
  tcmGenerics: number;
  nonDrugGenerics: number;
  /** Mean makers per multi-source generic (negative binomial). */
  meanMakers: number;
  provinces: number;
  /**
   * Facts at city grain: every prefecture-level city (337) is a dim_city member and each fact row
   * carries its city_code. Otherwise facts are at province grain (city_code empty) and dim_city
   * holds the main cities only.
   */
  cityGrain: boolean;
  /** Months including the 24 months of history before the display window. */
  months: number;
  /** About how many monthly fact rows to generate (the plan's sparsity is solved for it). */
  factRows: number;
  /** Yearly drug sales of the whole market in the latest year, RMB. */
  marketPerYear: number;
  /** Rows of the bid library per SKU (bids per SKU × province × round). */
  bidsPerSku: number;
  knownAnswers: boolean;
}

export const SCALES: Record<ScaleName, Scale> = {
  small: { name: 'small', groups: 8, companies: 40, chemicalGenerics: 40, tcmGenerics: 14, nonDrugGenerics: 4, meanMakers: 3, provinces: 3, cityGrain: false, months: 36, factRows: 40_000, marketPerYear: 60e9, bidsPerSku: 3, knownAnswers: true },
  default: { name: 'default', groups: 300, companies: 2000, chemicalGenerics: 1000, tcmGenerics: 420, nonDrugGenerics: 80, meanMakers: 12, provinces: 31, cityGrain: false, months: 60, factRows: 6_500_000, marketPerYear: 1.85e12, bidsPerSku: 5, knownAnswers: false },
  large: { name: 'large', groups: 1000, companies: 5500, chemicalGenerics: 1400, tcmGenerics: 500, nonDrugGenerics: 100, meanMakers: 40, provinces: 31, cityGrain: true, months: 84, factRows: 100_000_000, marketPerYear: 1.9e12, bidsPerSku: 8, knownAnswers: false },
};

/** The last month of the display window ("data as of"), the same for every channel. */
export const DATA_AS_OF = '2026-09-01';

export function isScaleName(value: string): value is ScaleName {
  return value === 'small' || value === 'default' || value === 'large';
}
