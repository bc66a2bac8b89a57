// Tracker issue 11, item 2: the image code is a raster a script cannot read back from markup (the
// old SVG drew each character as grid-aligned rectangles of a public font, read by a 30-line
// script 30 times out of 30). Still 4–6 characters, still made here, each code usable once.
// Tracker issue 21: the picture's width told the code's length, and a code issued to one audience
// (administrators, subscribers) was accepted by the other's login.
import { inflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { randomCaptchaText } from '../../../server/modules/auth/captcha';
import { CAPTCHA_ALPHABET } from '../../../server/modules/auth/captcha-font';
import { CAPTCHA_MAX_LENGTH, captchaImage } from '../../../server/modules/auth/captcha-image';
import { createTestApp, dialects, TEST_CAPTCHA, type TestApp } from '../helpers/app';

interface Decoded {
  width: number;
  height: number;
  pixels: Uint8Array;
  chunks: string[];
}

/** A minimal PNG reader (8-bit RGB, any filter), enough to look at what the server draws. */
function decodePng(file: Buffer): Decoded {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  const chunks: string[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('ascii', offset + 4, offset + 8);
    const data = file.subarray(offset + 8, offset + 8 + length);
    chunks.push(type);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([data[8], data[9]]).toEqual([8, 2]);
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x];
      const left = x >= 3 ? pixels[y * stride + x - 3] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const corner = x >= 3 && y > 0 ? pixels[(y - 1) * stride + x - 3] : 0;
      const paeth = () => {
        const p = left + up - corner;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - corner)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : corner;
      };
      const predictor = [0, left, up, (left + up) >> 1, paeth()][filter];
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return { width, height, pixels, chunks };
}

const fileOf = (image: string) => Buffer.from(image.split(',')[1], 'base64');
/** Every image is as wide as the longest code needs. */
const WIDTH = 26 * CAPTCHA_MAX_LENGTH + 28;
const dark = (d: Decoded) => {
  let n = 0;
  for (let i = 0; i < d.pixels.length; i += 3) if (d.pixels[i] + d.pixels[i + 1] + d.pixels[i + 2] < 3 * 130) n++;
  return n / (d.width * d.height);
};

describe('the image code', () => {
  it('is a PNG raster: no markup, no text, no glyph cells to read back', () => {
    for (const text of ['K7PQ', 'ABCDEF', 'HN45M']) {
      const image = captchaImage(text);
      expect(image).toMatch(/^data:image\/png;base64,/);
      const file = fileOf(image);
      const asText = file.toString('latin1');
      // What the script parsed: SVG elements, coordinates, text.
      expect(asText).not.toMatch(/<svg|<rect|<path|<text/);
      expect(asText).not.toContain(text);
      const decoded = decodePng(file);
      // Only the chunks an image needs: no tEXt/iTXt/zTXt carrying anything.
      expect(decoded.chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
      expect(decoded.height).toBe(56);
      expect(decoded.width).toBe(WIDTH);
      // There is ink (glyphs, curves, speckles), but not everywhere.
      expect(dark(decoded)).toBeGreaterThan(0.05);
      expect(dark(decoded)).toBeLessThan(0.5);
    }
  });

  it('draws codes of every length on a picture of one size, so its size does not tell the length', () => {
    const sizes = ['K7PQ', 'HN45M', 'ABCDEF'].map((text) => {
      const { width, height } = decodePng(fileOf(captchaImage(text)));
      return { width, height };
    });
    expect(sizes).toEqual([sizes[0], sizes[0], sizes[0]]);
  });

  it('draws the same code differently every time (no image-to-answer table)', () => {
    const a = decodePng(fileOf(captchaImage('K7PQ')));
    const b = decodePng(fileOf(captchaImage('K7PQ')));
    let differing = 0;
    for (let i = 0; i < a.pixels.length; i += 3) if (a.pixels[i] !== b.pixels[i] || a.pixels[i + 1] !== b.pixels[i + 1]) differing++;
    expect(differing / (a.width * a.height)).toBeGreaterThan(0.2);
  });

  it('keeps codes of 4 to 6 characters of its alphabet', () => {
    const lengths = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const text = randomCaptchaText();
      lengths.add(text.length);
      expect([...text].every((ch) => CAPTCHA_ALPHABET.includes(ch))).toBe(true);
    }
    expect([...lengths].sort()).toEqual([4, 5, 6]);
  });
});

describe.each(dialects())('image codes over the API (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('serves the raster on the subscriber and the admin API alike', async () => {
    t = await createTestApp(dialect, null);
    for (const url of ['/chis_web/api/v2/user/captcha', '/chis_web/api/admin/captcha']) {
      const { image } = (await t.request({ method: 'GET', url })).json().content as { image: string };
      expect(image).toMatch(/^data:image\/png;base64,/);
      expect(decodePng(fileOf(image)).width).toBe(WIDTH);
    }
  });

  it('lets one code be used once, even by parallel requests', async () => {
    t = await createTestApp(dialect, null);
    for (let i = 0; i < 3; i++) await t.request({ method: 'POST', url: '/chis_web/api/v2/user/login', payload: { account: 'demo', password: 'wrong-pass' } });
    const code = await t.captcha();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.request({ method: 'POST', url: '/chis_web/api/v2/user/login', payload: { account: 'demo', password: 'chis-demo-2026', ...code } })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => /incorrect or expired/.test(a.json().msg))).toHaveLength(4);
  });

  it('accepts a code only at the login of the audience it was issued to', async () => {
    t = await createTestApp(dialect, null);
    const codeOf = async (url: string) => ({ captchaId: (await t.request({ method: 'GET', url })).json().content.captchaId as string, captcha: TEST_CAPTCHA });
    const memberLogin = (payload: object) => t.request({ method: 'POST', url: '/chis_web/api/v2/user/login', payload: { account: 'demo', ...payload } });
    const adminLogin = (payload: object) => t.request({ method: 'POST', url: '/chis_web/api/admin/login', payload: { username: 'admin', ...payload } });
    for (let i = 0; i < 3; i++) {
      await memberLogin({ password: 'wrong-pass' });
      await adminLogin({ password: 'wrong-pass' });
    }
    const adminCode = await memberLogin({ password: 'chis-demo-2026', ...(await codeOf('/chis_web/api/admin/captcha')) });
    expect(adminCode.statusCode).toBe(400);
    expect(adminCode.json().msg).toBe('captcha: the verification code is incorrect or expired');
    const memberCode = await adminLogin({ password: 'chis-admin-2026', ...(await codeOf('/chis_web/api/v2/user/captcha')) });
    expect(memberCode.statusCode).toBe(400);
    expect(memberCode.json().msg).toBe('captcha: the verification code is incorrect or expired');
    // Each audience's own code works.
    expect((await memberLogin({ password: 'chis-demo-2026', ...(await codeOf('/chis_web/api/v2/user/captcha')) })).statusCode).toBe(200);
    expect((await adminLogin({ password: 'chis-admin-2026', ...(await codeOf('/chis_web/api/admin/captcha')) })).statusCode).toBe(200);
  });

  it(`limits the codes made per address`, async () => {
    t = await createTestApp(dialect, null);
    const answers = await Promise.all(Array.from({ length: 70 }, () => t.request({ method: 'GET', url: '/chis_web/api/v2/user/captcha' })));
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
  });
});
