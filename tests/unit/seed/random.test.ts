import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../server/seed/random';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('forks streams that depend only on the seed and the label', () => {
    const a = createRandom(7);
    a.next();
    a.next();
    const b = createRandom(7);
    expect(a.fork('x').next()).toBe(b.fork('x').next());
    expect(b.fork('x').next()).not.toBe(b.fork('y').next());
  });

  it('draws in range and with the requested weights', () => {
    const r = createRandom(1);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 20_000; i++) {
      const x = r.int(3, 5);
      expect(x).toBeGreaterThanOrEqual(3);
      expect(x).toBeLessThanOrEqual(5);
      counts[r.weighted(['a', 'b'] as const, [3, 1])]++;
    }
    expect(counts.a / 20_000).toBeGreaterThan(0.72);
    expect(counts.a / 20_000).toBeLessThan(0.78);
  });

  it('makes Dirichlet shares that sum to 1 and follow their concentration', () => {
    const r = createRandom(2);
    let firstShare = 0;
    for (let i = 0; i < 2_000; i++) {
      const shares = r.dirichlet([6, 1, 1]);
      expect(shares.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 10);
      firstShare += shares[0];
    }
    expect(firstShare / 2_000).toBeGreaterThan(0.7);
    expect(firstShare / 2_000).toBeLessThan(0.8);
  });

  it('has the means of its lognormal and negative binomial', () => {
    const r = createRandom(3);
    let ln = 0;
    let nb = 0;
    for (let i = 0; i < 20_000; i++) {
      ln += Math.log(r.lognormal(1, 0.5));
      nb += r.negativeBinomial(8, 0.7);
    }
    expect(ln / 20_000).toBeCloseTo(1, 1);
    expect(nb / 20_000).toBeGreaterThan(7.5);
    expect(nb / 20_000).toBeLessThan(8.5);
  });

  it('samples distinct items', () => {
    const r = createRandom(4);
    const picked = r.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
  });
});
