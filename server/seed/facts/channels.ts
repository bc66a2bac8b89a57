// Where a generic sells (domain notes §6 step 2): injections only in hospitals and grassroots,
// OTC leaning to pharmacies and B2C, TCM over-weighted in retail and grassroots, non-drugs only in
// retail and B2C. Also the per-channel price level relative to the hospital (bid) price (step 6).
import type { Channel, City, Generic, Province } from '../model';
import type { Random } from '../random';
import { INCOME_EXPONENT } from '../dims/geography';

/** The share of drug sales per channel the whole market is calibrated to (MENET 2023, §4). */
export const CHANNEL_TARGET: Record<Channel, number> = { HOSPITAL: 0.61, RETAIL: 0.24, GRASSROOTS: 0.09, B2C: 0.06 };

export function channelAffinity(generic: Generic): Record<Channel, number> {
  let weights: Record<Channel, number>;
  if (generic.market === 'nondrug') weights = { HOSPITAL: 0, GRASSROOTS: 0, RETAIL: 0.75, B2C: 0.25 };
  // Biologic injections also sell in DTP pharmacies (insulin pens, antibodies on NRDL prescriptions).
  else if (generic.route === '注射') weights = generic.drugType === '生物制品' ? { HOSPITAL: 0.8, GRASSROOTS: 0.08, RETAIL: 0.1, B2C: 0.02 } : { HOSPITAL: 0.86, GRASSROOTS: 0.14, RETAIL: 0, B2C: 0 };
  else if (generic.market === 'hospital') weights = { HOSPITAL: 0.66, GRASSROOTS: 0.08, RETAIL: 0.21, B2C: 0.05 };
  // Prescriptions flow out of hospitals to pharmacies (about half of pharmacy drug sales are Rx).
  else if (generic.market === 'rx') weights = { HOSPITAL: 0.4, GRASSROOTS: 0.1, RETAIL: 0.43, B2C: 0.07 };
  else weights = { HOSPITAL: 0.18, GRASSROOTS: 0.1, RETAIL: 0.55, B2C: 0.17 };
  if (generic.isTcm) weights = { ...weights, GRASSROOTS: weights.GRASSROOTS * 1.5, RETAIL: weights.RETAIL * 1.2 };
  // Oral cough and cold remedies are bought at the pharmacy; hospitals prescribe few of them.
  if (generic.atc4?.startsWith('R05') && generic.route !== '注射') weights = { ...weights, HOSPITAL: weights.HOSPITAL * 0.35 };
  return weights;
}

/**
 * The top hospitals of Beijing and Shanghai treat patients from the whole country, so their
 * hospital drug sales are more than twice what their population predicts (4–5 % of the market each).
 */
const MEDICAL_HUBS: Record<string, number> = { '110000': 2.5, '310000': 2.4 };

/** Province weights per channel: pharmacies, and online buying more, follow income; clinics follow population. */
export function provinceWeights(provinces: Province[]): Record<Channel, number[]> {
  const pop = provinces.map((p) => p.popWeight / Math.pow(p.income, INCOME_EXPONENT));
  return {
    HOSPITAL: provinces.map((p) => p.popWeight * (MEDICAL_HUBS[p.code] ?? 1)),
    RETAIL: provinces.map((p, i) => pop[i] * Math.pow(p.income, 0.55)),
    GRASSROOTS: pop,
    B2C: provinces.map((p, i) => pop[i] * Math.pow(p.income, 1.4)),
  };
}

/**
 * How much more a city's weight counts per channel: hospitals follow city size, pharmacies a
 * little less, grassroots clinics spread over small cities and the countryside, and online
 * buying concentrates in the big cities (tier-1 heavier in B2C, domain notes §6 step 5).
 */
const CITY_EXPONENT: Record<Channel, number> = { HOSPITAL: 1, RETAIL: 0.85, GRASSROOTS: 0.5, B2C: 1.5 };

/** City weights per channel: the province's weight split over its cities by their size. */
export function cityWeights(cities: City[], provinces: Province[]): Record<Channel, number[]> {
  const byProvince = provinceWeights(provinces);
  const provinceIndex = new Map(provinces.map((p, i) => [p.code, i]));
  const weights = {} as Record<Channel, number[]>;
  for (const channel of Object.keys(CITY_EXPONENT) as Channel[]) {
    const raw = cities.map((c) => Math.pow(c.weight, CITY_EXPONENT[channel]));
    const totals = new Map<string, number>();
    cities.forEach((c, i) => totals.set(c.provinceCode, (totals.get(c.provinceCode) ?? 0) + raw[i]));
    weights[channel] = cities.map((c, i) => (byProvince[channel][provinceIndex.get(c.provinceCode)!] * raw[i]) / totals.get(c.provinceCode)!);
  }
  return weights;
}

/** Pack price in a channel from the hospital price: retail ≈ ×U(1.0,1.3), B2C ≈ retail ×U(0.85,1.0). */
export function channelPrice(random: Random, hospitalPrice: number, channel: Channel): number {
  const retail = hospitalPrice * random.uniform(1.0, 1.3);
  const price = channel === 'HOSPITAL' ? hospitalPrice : channel === 'GRASSROOTS' ? hospitalPrice * random.uniform(0.95, 1.05) : channel === 'RETAIL' ? retail : retail * random.uniform(0.85, 1.0);
  return Math.round(price * 100) / 100;
}
