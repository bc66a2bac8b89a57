// The generator must give byte-identical files for the same seed (the brief's determinism rule),
// and different data for another seed.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSeed } from '../../../server/seed/generate';

const work = mkdtempSync(join(tmpdir(), 'chis-seed-determinism-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function hashes(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).sort().map((f) => [f, createHash('sha256').update(readFileSync(join(dir, f))).digest('hex')]));
}

describe('generator determinism', () => {
  it('writes the same bytes twice for the same seed, other bytes for another seed', async () => {
    const first = await generateSeed({ scale: 'small', seed: 11, outDir: join(work, 'a') });
    await generateSeed({ scale: 'small', seed: 11, outDir: join(work, 'b') });
    await generateSeed({ scale: 'small', seed: 12, outDir: join(work, 'c') });
    const a = hashes(join(work, 'a'));
    expect(Object.keys(a).length).toBeGreaterThan(30);
    expect(hashes(join(work, 'b'))).toEqual(a);
    const c = hashes(join(work, 'c'));
    expect(c['fact_sales_month.parquet']).not.toBe(a['fact_sales_month.parquet']);
    expect(c['dim_company.parquet']).not.toBe(a['dim_company.parquet']);
    expect(first.tables.fact_sales_month).toBeGreaterThan(20_000);
  }, 120_000);

  it('regenerates over its own output, even one an interrupted run left without a manifest, and never over other files', async () => {
    const out = join(work, 'again');
    await generateSeed({ scale: 'small', seed: 11, outDir: out });
    const before = hashes(out);
    rmSync(join(out, 'manifest.json'));
    await generateSeed({ scale: 'small', seed: 11, outDir: out });
    expect(hashes(out)).toEqual(before);

    const foreign = join(work, 'foreign');
    mkdirSync(foreign);
    writeFileSync(join(foreign, 'notes.txt'), 'keep me');
    await expect(generateSeed({ scale: 'small', seed: 11, outDir: foreign })).rejects.toThrow(/notes\.txt/);
    expect(readFileSync(join(foreign, 'notes.txt'), 'utf8')).toBe('keep me');
  }, 120_000);
});
