// Image verification codes (spec §5: 4–6 characters) required after three failed logins. The
// image is a distorted raster (captcha-image.ts), not markup a script could read the glyphs from;
// the answer is stored hashed and each code is single-use and short-lived. A code belongs to the
// audience that asked for it: its answer is hashed with the audience, so a code issued by the
// administrators' captcha never passes a subscriber's check, nor the other way round.
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import { CAPTCHA_ALPHABET } from './captcha-font';
import { CAPTCHA_MAX_LENGTH, captchaImage } from './captcha-image';
import { hashToken, randomToken } from './secret-token';
import type { Audience } from './session-service';

export const CAPTCHA_TTL_MS = 5 * 60_000;

export function randomCaptchaText(): string {
  const length = randomInt(4, CAPTCHA_MAX_LENGTH + 1);
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

const answerHash = (audience: Audience, answer: string): string => hashToken(`${audience}:${answer.toUpperCase()}`);

export async function createCaptcha(ctx: AppContext, audience: Audience): Promise<{ captchaId: string; image: string }> {
  const text = ctx.captchaText();
  const captchaId = randomToken(16);
  await ctx.db.deleteFrom('captcha').where('expires_at', '<=', ctx.now()).execute();
  await ctx.db
    .insertInto('captcha')
    .values({ id: captchaId, answer_hash: answerHash(audience, text), expires_at: ctx.now() + CAPTCHA_TTL_MS })
    .execute();
  return { captchaId, image: captchaImage(text.toUpperCase()) };
}

/** Checks and consumes a code of `audience`: a second attempt with the same id always fails. */
export async function consumeCaptcha(ctx: AppContext, audience: Audience, captchaId: string, answer: string): Promise<boolean> {
  const row = await ctx.db.selectFrom('captcha').selectAll().where('id', '=', captchaId).executeTakeFirst();
  if (!row) return false;
  // Only the request whose delete removed the row may use it: parallel uses of one code get one try.
  const removed = await ctx.db.deleteFrom('captcha').where('id', '=', captchaId).executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) return false;
  return row.expires_at > ctx.now() && row.answer_hash === answerHash(audience, answer);
}
