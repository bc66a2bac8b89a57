// Monthly seasonal factors (January first, each profile averages 1 over the year). Respiratory
// and cold categories run about 45% higher in Q1/Q4 than in Q2/Q3 (domain notes §4).
import type { Season } from '../model';

export const SEASON_PROFILES: Record<Season, number[]> = {
  respiratory: [1.35, 1.25, 1.1, 0.88, 0.8, 0.78, 0.78, 0.8, 0.86, 0.98, 1.12, 1.3],
  summer: [0.86, 0.82, 0.9, 0.96, 1.05, 1.14, 1.2, 1.18, 1.05, 0.96, 0.92, 0.96],
  winter: [1.12, 1.04, 1.02, 0.97, 0.94, 0.92, 0.92, 0.94, 0.97, 1.0, 1.06, 1.1],
  flat: [1.0, 0.94, 1.02, 0.99, 1.0, 0.99, 1.0, 1.01, 1.0, 1.0, 1.01, 1.04],
};
