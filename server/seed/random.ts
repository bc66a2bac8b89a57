// Seeded randomness for the generator. sfc32 (Chris Doty-Humphrey's Small Fast Counter) is a
// well-known 128-bit-state generator with good statistical quality; seeding it through
// splitmix32 spreads small integer seeds over the whole state. Every draw in the generator
// goes through a `Random`, so the same seed gives the same data (no Math.random, no clock).

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  uniform(min: number, max: number): number;
  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  bool(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks an item with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  normal(mean?: number, sd?: number): number;
  lognormal(mu: number, sigma: number): number;
  gamma(shape: number): number;
  /** A point on the simplex: shares that sum to 1, concentrated by `alphas`. */
  dirichlet(alphas: readonly number[]): number[];
  poisson(lambda: number): number;
  /** Negative binomial with the given mean and dispersion (smaller = longer tail). */
  negativeBinomial(mean: number, dispersion: number): number;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A child stream that depends only on the seed and the label, so parts of the data do not shift when another part changes its number of draws. */
  fork(label: string): Random;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a, used to turn fork labels into seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRandom(seed: number): Random {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm-up: the first outputs of sfc32 are correlated with the seed.
  for (let i = 0; i < 12; i++) next();

  const random: Random = {
    next,
    uniform: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    bool: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)];
    },
    weighted: (items, weights) => {
      let total = 0;
      for (const w of weights) total += w;
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i];
        if (r < 0) return items[i];
      }
      return items[items.length - 1];
    },
    normal: (mean = 0, sd = 1) => {
      // Box–Muller; 1 - next() avoids log(0).
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    lognormal: (mu, sigma) => Math.exp(random.normal(mu, sigma)),
    gamma: (shape) => {
      // Marsaglia–Tsang; shapes below 1 use the boost gamma(k) = gamma(k+1)·U^(1/k).
      if (shape < 1) return random.gamma(shape + 1) * Math.pow(1 - next(), 1 / shape);
      const d0 = shape - 1 / 3;
      const c0 = 1 / Math.sqrt(9 * d0);
      for (;;) {
        let x: number;
        let v: number;
        do {
          x = random.normal();
          v = 1 + c0 * x;
        } while (v <= 0);
        v = v * v * v;
        const u = 1 - next();
        if (Math.log(u) < 0.5 * x * x + d0 - d0 * v + d0 * Math.log(v)) return d0 * v;
      }
    },
    dirichlet: (alphas) => {
      const draws = alphas.map((alpha) => random.gamma(alpha));
      const total = draws.reduce((s, x) => s + x, 0);
      return draws.map((x) => x / total);
    },
    poisson: (lambda) => {
      if (lambda > 50) return Math.max(0, Math.round(random.normal(lambda, Math.sqrt(lambda))));
      const limit = Math.exp(-lambda);
      let k = 0;
      let p = next();
      while (p > limit) {
        k++;
        p *= next();
      }
      return k;
    },
    negativeBinomial: (mean, dispersion) =>
      // A gamma–Poisson mixture: the gamma draw gives each case its own rate.
      random.poisson(random.gamma(dispersion) * (mean / dispersion)),
    sample: (items, count) => {
      const pool = items.slice();
      const n = Math.min(count, pool.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (pool.length - i));
        [pool[i], pool[j]] = [pool[j], pool[i]];
      }
      return pool.slice(0, n);
    },
    fork: (label) => createRandom((hashString(label) ^ Math.imul(seed, 0x9e3779b1)) >>> 0),
  };
  return random;
}
