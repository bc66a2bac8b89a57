// Regions, provinces and cities. Population weight mixes population with income, because
// spending on medicines follows both (domain notes §6 step 5).
import { PROVINCES, REGION7 } from '../pools/regions';
import { MORE_CITIES } from '../pools/cities';
import type { City, Province } from '../model';
import type { Random } from '../random';

/**
 * How strongly spending on medicines follows income besides population. Only a little: public
 * hospitals and clinics spend about evenly per head, so 广东 (9 % of the people, 1.4× the average
 * income) makes about a tenth of the market, as published, and not the 16 % income would give it.
 */
export const INCOME_EXPONENT = 0.1;

/** The provinces of `small`: enough for regional splits, few enough to check by hand. */
const SMALL_PROVINCES = ['440000', '320000', '110000'];

/** A city's market size by tier (一线 … 五线), before noise: a 一线 city sells about 13× a 四线 one. */
const TIER_WEIGHT = [0, 12, 6, 3.2, 1.7, 0.9, 0.4];

/**
 * At city grain every prefecture-level unit is a city (the main cities first, so their codes are
 * the same at every scale); otherwise the main cities only (`small`: three per province).
 */
export function buildGeography(random: Random, provinceCount: number, cityGrain = false): { provinces: Province[]; cities: City[] } {
  const national = provinceCount >= PROVINCES.length;
  const seeds = national ? PROVINCES : PROVINCES.filter((p) => SMALL_PROVINCES.includes(p.code));
  const raw = seeds.map((p) => p.population * Math.pow(p.income, INCOME_EXPONENT) * random.lognormal(0, 0.08));
  const total = raw.reduce((s, x) => s + x, 0);
  const provinces: Province[] = seeds.map((p, i) => ({
    code: p.code,
    name: p.name,
    short: p.short,
    en: p.en,
    region7: p.region7,
    region7En: REGION7.find((r) => r.name === p.region7)?.en ?? p.region7,
    popWeight: Math.round((raw[i] / total) * 1e6) / 1e6,
    income: p.income,
  }));
  const cities: City[] = seeds.flatMap((p) => {
    const listed: [string, number, number?][] = cityGrain ? [...p.cities, ...(MORE_CITIES[p.code] ?? [])] : p.cities.slice(0, national ? undefined : 3);
    return listed.map(([name, tier, size], i) => ({
      code: `${p.code.slice(0, 2)}${String(i + 1).padStart(2, '0')}00`,
      name,
      provinceCode: p.code,
      tier,
      weight: Math.round(TIER_WEIGHT[tier] * (size ?? 1) * random.lognormal(0, 0.2) * 1e4) / 1e4,
    }));
  });
  return { provinces, cities };
}

/** The month starts (YYYY-MM-01) of a window of `count` months ending at `last`. */
export function monthWindow(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number);
  const end = year * 12 + (month - 1);
  const months: string[] = [];
  for (let m = end - count + 1; m <= end; m++) {
    months.push(`${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`);
  }
  return months;
}
