import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from '../../../src/api/content-disposition';

describe('filenameFromDisposition', () => {
  it("prefers filename*=UTF-8'' (Chinese names)", () => {
    const header = `attachment; filename="export.xlsx"; filename*=UTF-8''%E8%8D%AF%E5%93%81%E5%BA%93.xlsx`;
    expect(filenameFromDisposition(header, 'x')).toBe('药品库.xlsx');
  });

  it('reads a quoted or bare filename and falls back without a header', () => {
    expect(filenameFromDisposition('attachment; filename="a b.xlsx"', 'x')).toBe('a b.xlsx');
    expect(filenameFromDisposition('attachment; filename=plain.xlsx', 'x')).toBe('plain.xlsx');
    expect(filenameFromDisposition(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});
