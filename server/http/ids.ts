// Numeric ids taken from a path or a query: decimal digits only, no sign, no leading zero, no
// spaces, no `0x1f`, `1e3` or `Infinity` (which `Number()` would all accept), within the safe
// integer range. Anything else is a 400 naming the parameter.
import { AppError } from './errors';

export const ID_PATTERN = /^[1-9][0-9]{0,14}$/;

export function parseId(raw: unknown, name: string): number {
  if (typeof raw !== 'string' || !ID_PATTERN.test(raw)) throw new AppError(400, `${name}: must be a positive integer id`);
  return Number(raw);
}
