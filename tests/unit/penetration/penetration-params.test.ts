import { describe, expect, it } from 'vitest';
import productAnalysis from '../../../schemas/filters/product-analysis.json';
import productVariant from '../../../schemas/filters/product-variant.json';
import { decrypt, encrypt, mapFilters } from '../../../src/shared/penetration-params';

describe('data-penetration-params', () => {
  it('round-trips a filter object with Chinese values, arrays and numbers', () => {
    const filters = { tym: ['阿莫西林', '头孢克肟'], zx: ['全选'], timeType: 'MAT', time: '2026-09', region: ['北京', '上海'], n: 3 };
    expect(decrypt(encrypt(filters))).toEqual(filters);
  });

  it('is deterministic (ECB, fixed key, no salt) and is not readable as plain Base64 JSON', () => {
    const cipher = encrypt({ cj: ['华北制药'] });
    expect(encrypt({ cj: ['华北制药'] })).toBe(cipher);
    expect(Buffer.from(cipher, 'base64').toString('utf8')).not.toContain('"cj"');
  });

  it('uses {} when the parameter is absent, empty, garbage, tampered with or not an object', () => {
    expect(decrypt(null)).toEqual({});
    expect(decrypt(undefined)).toEqual({});
    expect(decrypt('')).toEqual({});
    expect(decrypt('not-a-cipher-text')).toEqual({});
    const cipher = encrypt({ cj: ['A'] });
    expect(decrypt(cipher.slice(0, -8) + 'AAAAAAA=')).toEqual({});
    expect(decrypt(encrypt([1, 2] as unknown as Record<string, unknown>))).toEqual({});
  });

  it('maps the third variant onto product-analysis keys, all of which exist there', () => {
    const values = { sort: 'units', tym: ['布洛芬'], pm: ['布洛芬缓释胶囊'], zx: ['全选'], timeType: 'YEAR', time: '2025', region: ['北京'] };
    const mapped = mapFilters(productVariant.keys, values);
    expect(mapped).toEqual(values);
    const targetKeys = new Set(productAnalysis.keys.map((k) => k.key));
    for (const key of productVariant.keys) expect(targetKeys.has((key as { mapsTo?: string }).mapsTo ?? key.key)).toBe(true);
  });

  it('renames keys with mapsTo and leaves out keys without a value', () => {
    expect(mapFilters([{ key: 'generic', mapsTo: 'tym' }, { key: 'zx' }, { key: 'pm' }], { generic: ['X'], zx: ['片剂'] })).toEqual({ tym: ['X'], zx: ['片剂'] });
  });
});
