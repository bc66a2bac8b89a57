// Issuing a batch of prepaid cards (the admin's card-batch/issue action and the command-line tool):
// numbers and secrets from node:crypto, the secrets stored hashed, the batch and its cards in one
// transaction. The secrets leave the server once: in the batch's workbook (the admin) or on the
// tool's stdout.
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { hashPassword } from '../auth/password';
import { expandRules } from '../auth/permission-catalog';
import { removeBatchFile, writeBatchFile } from './batch-file';

export const MAX_BATCH = 5_000;
const DIGITS = '0123456789';
const SECRET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SECRET_LENGTH = 12;
/**
 * scrypt at a light cost: a secret is 12 random characters of 32 (60 bits), which no cost factor is
 * needed to protect, while 5,000 hashes at the password cost would take minutes. Verified by the
 * same `verifyPassword`, which reads the cost from the stored hash.
 */
const SECRET_COST = { N: 1024, r: 8, p: 1 };

export interface BatchSpec {
  name: string;
  count: number;
  /** The plan a redeemed card subscribes to; none = the batch's own `codes` (the command-line tool). */
  planId?: number | null;
  codes: string[];
  areas: string[];
  /** The subscription ends at this time, or `benefitDays` after redemption when null. */
  expiresAt?: number | null;
  benefitDays: number;
  redeemBefore: number;
  issuedBy?: number | null;
  remark?: string | null;
  /** Write the one-time workbook (the admin's issue); the command-line tool prints the cards instead. */
  workbook?: boolean;
}

export interface IssuedCard {
  cardNo: string;
  secret: string;
}

function randomString(alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export async function issueCardBatch(ctx: AppContext, spec: BatchSpec): Promise<{ batchId: number; cards: IssuedCard[] }> {
  const unknown = spec.codes.filter((code) => code !== '*' && !expandRules([code]).length);
  if (unknown.length) throw new AppError(400, 'cards.unknownCodes', null, { field: 'codes', codes: unknown.join(', ') });
  if (!Number.isInteger(spec.count) || spec.count < 1 || spec.count > MAX_BATCH) {
    throw new AppError(400, 'cards.count', null, { field: 'count', max: MAX_BATCH });
  }
  const cards = Array.from({ length: spec.count }, () => ({ cardNo: `C${randomString(DIGITS, 15)}`, secret: randomString(SECRET_ALPHABET, SECRET_LENGTH) }));
  const hashes = await Promise.all(cards.map((card) => hashPassword(card.secret, SECRET_COST)));
  let written: number | null = null;
  try {
    const batchId = await ctx.db.transaction().execute(async (tx) => {
      const { id } = await tx
        .insertInto('card_batch')
        .values({
          name: spec.name,
          codes: JSON.stringify(spec.codes),
          areas: JSON.stringify(spec.areas),
          benefit_days: spec.benefitDays,
          redeem_before: spec.redeemBefore,
          plan_id: spec.planId ?? null,
          expires_at: spec.expiresAt ?? null,
          count: spec.count,
          issued_by: spec.issuedBy ?? null,
          remark: spec.remark ?? null,
          created_at: ctx.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Bounded statements: PostgreSQL takes at most 65,535 parameters, SQLite 32,766.
      for (let i = 0; i < cards.length; i += 1000) {
        await tx
          .insertInto('card')
          .values(cards.slice(i, i + 1000).map((card, j) => ({ card_no: card.cardNo, secret_hash: hashes[i + j], batch_id: id })))
          .execute();
      }
      // Inside the transaction: a batch whose workbook could not be written is not issued.
      if (spec.workbook) {
        written = id;
        await writeBatchFile(ctx, id, spec.name, cards);
      }
      return id;
    });
    return { batchId, cards };
  } catch (error) {
    // Rolled back after the workbook was written: no secrets of a batch that does not exist stay on disk.
    if (written !== null) await removeBatchFile(ctx, written);
    throw error;
  }
}
