// Image verification codes (spec §5: 4–6 characters) required after three failed logins. The
// image is an SVG of jittered, rotated dot-matrix glyphs under noise lines (no text elements);
// the answer is stored hashed and each code is single-use and short-lived.
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-font';
import { hashToken, randomToken } from './secret-token';

export const CAPTCHA_TTL_MS = 5 * 60_000;

export function randomCaptchaText(): string {
  const length = randomInt(4, 7);
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

const CELL = 3.4;

/** One glyph as jittered dot-matrix cells, rotated a little about its centre. */
function renderGlyph(char: string, x: number, y: number): string {
  const angle = randomInt(-20, 21);
  const colour = `#${randomInt(0x202020, 0x606060).toString(16)}`;
  const cells = GLYPHS[char].flatMap((row, r) =>
    [...row].flatMap((bit, c) =>
      bit === '1' ? [`<rect x="${(x + c * CELL + randomInt(-4, 5) / 10).toFixed(1)}" y="${(y + r * CELL + randomInt(-4, 5) / 10).toFixed(1)}" width="${CELL}" height="${CELL}"/>`] : [],
    ),
  );
  const cx = x + 2.5 * CELL;
  const cy = y + 3.5 * CELL;
  return `<g fill="${colour}" transform="rotate(${angle} ${cx} ${cy})">${cells.join('')}</g>`;
}

function renderSvg(text: string): string {
  const width = 24 * text.length + 16;
  const height = 40;
  const glyphs = [...text].map((ch, i) => renderGlyph(ch, 10 + i * 24 + randomInt(-2, 3), 8 + randomInt(-3, 4))).join('');
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [randomInt(width), randomInt(height), randomInt(width), randomInt(height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#8a9aa8" stroke-width="1.2"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f6f8"/>${glyphs}${noise}</svg>`;
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
