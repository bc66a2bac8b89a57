// Monthly seasonal factors (January first, each profile averages 1 over the year). Respiratory
// and cold categories run about 45% higher in Q1/Q4 than in Q2/Q3 (domain notes §4). On top of
// them, the winter of 2022–23: when China ended its zero-COVID policy in December 2022, fever and
// cold medicines sold out, antipyretics at 5–10× their usual level, and the shelves stocked up at
// home stayed full into the spring.
import type { Channel, Season } from '../model';

export const SEASON_PROFILES: Record<Season, number[]> = {
  respiratory: [1.35, 1.25, 1.1, 0.88, 0.8, 0.78, 0.78, 0.8, 0.86, 0.98, 1.12, 1.3],
  // Influenza antivirals: a peak of about 4× summer sales from December to February.
  flu: [2.15, 1.6, 1.05, 0.66, 0.5, 0.45, 0.5, 0.55, 0.6, 0.75, 1.2, 1.99],
  summer: [0.86, 0.82, 0.9, 0.96, 1.05, 1.14, 1.2, 1.18, 1.05, 0.96, 0.92, 0.96],
  winter: [1.12, 1.04, 1.02, 0.97, 0.94, 0.92, 0.92, 0.94, 0.97, 1.0, 1.06, 1.1],
  flat: [1.0, 0.94, 1.02, 0.99, 1.0, 0.99, 1.0, 1.01, 1.0, 1.0, 1.01, 1.04],
};

/**
 * How much of a SKU's peak multiple (`surge`) each month of the 2022–23 cold wave carries; the
 * negative months are the hangover after households had stocked up.
 */
export const COLD_WAVE: Record<string, number> = { '2022-11-01': 0.06, '2022-12-01': 1, '2023-01-01': 0.4, '2023-02-01': -0.08, '2023-03-01': -0.05 };

/** Pharmacies and online shops emptied first; hospitals and clinics saw the wave through fever clinics. */
export const COLD_WAVE_CHANNEL: Record<Channel, number> = { RETAIL: 0.8, B2C: 0.8, GRASSROOTS: 0.5, HOSPITAL: 0.3 };

/** A generic's sales multiple at the peak of the wave, from its molecule and SORT 小类 / 中类 names. */
export function coldWaveSurge(molecule: string, sort3: string, sort2: string): number {
  if (sort3 === '解热镇痛' || molecule === '布洛芬') return 5;
  // The brand of the wave: 连花清瘟 sold out at about five times its usual level.
  if (molecule === '连花清瘟') return 5;
  if (sort2 === '感冒') return 2.2;
  if (sort2 === '呼吸' || sort2 === '口腔咽喉' || sort2 === '儿科') return 1.4;
  if (sort3 === '抗病毒药') return 1.3;
  return 1;
}
