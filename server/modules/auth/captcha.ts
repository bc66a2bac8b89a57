// Image verification codes (spec §5: 4–6 characters) required after three failed logins. The
// image is an SVG of jittered, rotated glyphs over noise lines; the answer is stored hashed and
// each code is single-use and short-lived.
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import { hashToken, randomToken } from './secret-token';

export const CAPTCHA_TTL_MS = 5 * 60_000;
// No look-alikes (0/O, 1/I/l) so that a human can always read it.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCaptchaText(): string {
  const length = randomInt(4, 7);
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

function renderSvg(text: string): string {
  const width = 24 * text.length + 20;
  const height = 40;
  const glyphs = [...text]
    .map((ch, i) => {
      const x = 12 + i * 24 + randomInt(-3, 4);
      const y = 28 + randomInt(-4, 5);
      const angle = randomInt(-25, 26);
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" font-size="24" font-family="monospace" fill="#${randomInt(0x202020, 0x707070).toString(16)}">${ch}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(width), randomInt(height), randomInt(width), randomInt(height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#9aa" stroke-width="1"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f6f8"/>${noise}${glyphs}</svg>`;
}

export async function createCaptcha(ctx: AppContext): Promise<{ captchaId: string; image: string }> {
  const text = ctx.captchaText();
  const captchaId = randomToken(16);
  await ctx.db.deleteFrom('captcha').where('expires_at', '<=', ctx.now()).execute();
  await ctx.db
    .insertInto('captcha')
    .values({ id: captchaId, answer_hash: hashToken(text.toUpperCase()), expires_at: ctx.now() + CAPTCHA_TTL_MS })
    .execute();
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(renderSvg(text)).toString('base64')}` };
}

/** Checks and consumes a code: a second attempt with the same id always fails. */
export async function consumeCaptcha(ctx: AppContext, captchaId: string, answer: string): Promise<boolean> {
  const row = await ctx.db.selectFrom('captcha').selectAll().where('id', '=', captchaId).executeTakeFirst();
  if (!row) return false;
  await ctx.db.deleteFrom('captcha').where('id', '=', captchaId).execute();
  return row.expires_at > ctx.now() && row.answer_hash === hashToken(answer.toUpperCase());
}
