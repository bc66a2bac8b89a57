// The signed-in member's licence, read by the dashboard and the user centre only: a module of its own,
// so the visitor's first download (which holds home.ts for the search box) does not carry it.
import { request } from './client';

/** GET /api/v2/home/licence: the licensed provinces (null = all of China) and when access ends (null = no end date). */
export interface Licence {
  provinces: string[] | null;
  until: number | null;
}

export function getLicence() {
  return request<Licence>({ url: '/api/v2/home/licence', showErrorMessage: false });
}
