// The body of a restore or rollback (`{ids, force?}`) and the per-row answer of a batch: each id's
// own code and message (`ok` like the envelope, else in the request's language), so one clash does
// not hide the rows that went back.
import { AppError } from '../../../http/errors';
import { localize, type Locale } from '../../../http/messages';
import { fieldError } from './values';

const MAX_IDS = 500;

export interface AuditBatch {
  ids: number[];
  force: boolean;
}

export interface RowResult {
  id: number;
  code: number;
  msg: string;
}

export function parseAuditBatch(body: unknown): AuditBatch {
  const input = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const { ids, force } = input;
  const valid = Array.isArray(ids) && ids.length > 0 && ids.length <= MAX_IDS && ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0);
  if (!valid) throw new AppError(400, 'ids.list', null, { max: MAX_IDS });
  if (force !== undefined && typeof force !== 'boolean') throw fieldError('force', 'search.boolean');
  return { ids: [...new Set(ids as number[])], force: force === true };
}

/** Runs `work` for each id; a lone id's refusal is the answer itself (409, 404…), a batch lists each result. */
export async function eachRow(ids: number[], locale: Locale, work: (id: number) => Promise<void>): Promise<RowResult[]> {
  const results: RowResult[] = [];
  for (const id of ids) {
    try {
      await work(id);
      results.push({ id, code: 200, msg: 'ok' });
    } catch (error) {
      if (!(error instanceof AppError) || ids.length === 1) throw error;
      results.push({ id, code: error.httpStatus, msg: localize(error.message, locale, error.params) });
    }
  }
  return results;
}
