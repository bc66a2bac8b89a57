// The image of a verification code: a raster PNG, never markup. Each glyph of the 5×7 font is
// smoothed into a filled shape, scaled, sheared and rotated by its own random amounts, placed so
// that neighbours overlap, and the whole line is bent by two random waves; dark curves in the
// glyphs' colours cross it and speckles cover it. Nothing in the file names a character or a
// grid cell: reading it back takes recognising the picture. Encoded here (zlib only), no service.
import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { GLYPHS } from './captcha-font';

const HEIGHT = 56;
const BLANK: readonly string[] = Array(7).fill('00000');
const PITCH = 26;
/** The longest code an image holds. Every image is as wide as that, whatever the code's length,
 * so the picture's size does not tell how many characters to read. */
export const CAPTCHA_MAX_LENGTH = 6;
const WIDTH = PITCH * CAPTCHA_MAX_LENGTH + 28;

type Rgb = [number, number, number];

const rand = (min: number, max: number): number => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);

type Segment = [number, number, number, number];

/**
 * A glyph as strokes: each inked cell joined to its inked neighbours (a diagonal only where no
 * right-angle path joins them), so the drawn letter is a continuous line, not a grid of cells.
 */
function strokesOf(rows: readonly string[]): Segment[] {
  const ink = (c: number, r: number) => r >= 0 && r < 7 && c >= 0 && c < 5 && rows[r][c] === '1';
  const segments: Segment[] = [];
  for (let r = 0; r < 7; r++) {
    for (let c = 0; c < 5; c++) {
      if (!ink(c, r)) continue;
      const joins: Segment[] = [];
      if (ink(c + 1, r)) joins.push([c, r, c + 1, r]);
      if (ink(c, r + 1)) joins.push([c, r, c, r + 1]);
      if (ink(c + 1, r + 1) && !ink(c + 1, r) && !ink(c, r + 1)) joins.push([c, r, c + 1, r + 1]);
      if (ink(c - 1, r + 1) && !ink(c - 1, r) && !ink(c, r + 1)) joins.push([c, r, c - 1, r + 1]);
      // A cell joined to nothing further on is still drawn (as a dot, or the end of a line).
      segments.push(...(joins.length ? joins : [[c, r, c, r] as Segment]));
    }
  }
  return segments;
}

function distanceToSegment(x: number, y: number, [x1, y1, x2, y2]: Segment): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / length2));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

interface PlacedGlyph {
  strokes: Segment[];
  cx: number;
  cy: number;
  /** Pixels per font cell, horizontally and vertically. */
  sx: number;
  sy: number;
  cos: number;
  sin: number;
  shear: number;
  colour: Rgb;
  /** Half the stroke width, in font cells. */
  weight: number;
}

function darkColour(): Rgb {
  return [randomInt(10, 110), randomInt(10, 110), randomInt(10, 110)];
}

/** Renders `text` (characters of the captcha alphabet) as RGB pixels. */
export function renderCaptchaPixels(text: string): { width: number; height: number; pixels: Uint8Array } {
  if (text.length > CAPTCHA_MAX_LENGTH) throw new Error(`a captcha image holds at most ${CAPTCHA_MAX_LENGTH} characters`);
  const width = WIDTH;
  // A shorter code sits in the middle of the same picture.
  const left = (WIDTH - PITCH * text.length) / 2;
  const pixels = new Uint8Array(width * HEIGHT * 3);
  const [r0, g0, b0] = [randomInt(215, 250), randomInt(215, 250), randomInt(215, 250)];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      const shade = Math.round(12 * Math.sin(x / 23 + y / 41));
      pixels[o] = Math.max(0, Math.min(255, r0 + shade));
      pixels[o + 1] = Math.max(0, Math.min(255, g0 - shade));
      pixels[o + 2] = Math.max(0, Math.min(255, b0 + (shade >> 1)));
    }
  }

  const glyphs: PlacedGlyph[] = [...text].map((ch, i) => {
    const angle = rand(-0.5, 0.5);
    return {
      strokes: strokesOf(Object.hasOwn(GLYPHS, ch) ? GLYPHS[ch] : BLANK),
      cx: left + PITCH * i + PITCH / 2 + rand(-3, 3),
      cy: HEIGHT / 2 + rand(-5, 5),
      sx: rand(4.2, 5.6),
      sy: rand(4.6, 5.8),
      cos: Math.cos(angle),
      sin: Math.sin(angle),
      shear: rand(-0.35, 0.35),
      colour: darkColour(),
      weight: rand(0.36, 0.48),
    };
  });
  const wave = { ax: rand(1, 2.5), px: rand(20, 34), phx: rand(0, 6.3), ay: rand(1, 2.5), py: rand(36, 64), phy: rand(0, 6.3) };

  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < width; x++) {
      // Undo the waves, then each glyph's placement, to find which glyph (if any) inks this pixel.
      const u = x + wave.ax * Math.sin(y / wave.px * 6.283 + wave.phx);
      const v = y + wave.ay * Math.sin(x / wave.py * 6.283 + wave.phy);
      for (let g = glyphs.length - 1; g >= 0; g--) {
        const glyph = glyphs[g];
        const dx = u - glyph.cx;
        const dy = v - glyph.cy;
        const rx = dx * glyph.cos + dy * glyph.sin;
        const ry = -dx * glyph.sin + dy * glyph.cos;
        const gx = (rx - glyph.shear * ry) / glyph.sx + 2;
        const gy = ry / glyph.sy + 3;
        if (gx < -1 || gx > 5 || gy < -1 || gy > 7) continue;
        if (glyph.strokes.some((segment) => distanceToSegment(gx, gy, segment) <= glyph.weight)) {
          const o = (y * width + x) * 3;
          pixels.set(glyph.colour, o);
          break;
        }
      }
    }
  }

  // Curves through the text in the glyphs' own colours, so a colour filter keeps them too.
  for (let c = 0; c < 2; c++) {
    const colour = glyphs[randomInt(glyphs.length)].colour;
    const [base, amp, freq, phase, thick] = [rand(16, HEIGHT - 16), rand(5, 12), rand(0.02, 0.06), rand(0, 6.3), rand(0.6, 1.1)];
    for (let x = 0; x < width; x += 0.5) {
      const cy = base + amp * Math.sin(x * freq + phase);
      for (let yy = Math.floor(cy - thick); yy <= Math.ceil(cy + thick); yy++) {
        if (yy < 0 || yy >= HEIGHT || Math.abs(yy - cy) > thick) continue;
        pixels.set(colour, (yy * width + Math.floor(x)) * 3);
      }
    }
  }
  // Speckles, dark and light.
  const speckles = Math.floor(width * HEIGHT * 0.04);
  for (let i = 0; i < speckles; i++) {
    const o = randomInt(width * HEIGHT) * 3;
    const value = randomInt(2) === 0 ? randomInt(0, 120) : randomInt(180, 256);
    pixels[o] = value;
    pixels[o + 1] = Math.min(255, value + randomInt(0, 40));
    pixels[o + 2] = Math.min(255, value + randomInt(0, 40));
  }
  return { width, height: HEIGHT, pixels };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGB PNG of the pixels (every row with filter type 0). */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    raw.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The code as a PNG data URL. */
export function captchaImage(text: string): string {
  const { width, height, pixels } = renderCaptchaPixels(text);
  return `data:image/png;base64,${encodePng(width, height, pixels).toString('base64')}`;
}
