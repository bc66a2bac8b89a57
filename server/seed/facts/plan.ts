// The sales plan: for every SKU, the (place × channel × sub-channel) cells it sells in, each
// with a base monthly volume and a pack price; and per SKU the time parameters (trend, season,
// launch, VBP). The monthly fact rows are then expanded from the plan inside DuckDB (sales-sql.ts),
// which is what keeps `default` (millions of rows) within its time budget. A place is a province,
// or at city grain (`large`) a city, which then also names its province.
//
// Sparsity: a SKU's number of cells grows with its size rank (pct^k of all its candidate cells),
// so the top SKUs sell everywhere and the long tail in one or two places; k is solved so that the
// expanded fact table has about `targetRows` rows.
import { CHANNELS, SUBCHANNELS, type Channel, type Generic, type MasterData, type Product, type Sku } from '../model';
import type { Random } from '../random';
import { CHANNEL_TARGET, channelAffinity, channelPrice, cityWeights, provinceWeights } from './channels';

export interface PlanSku {
  skuId: string;
  convRatio: number;
  trend: number;
  season: string;
  launchIndex: number;
  /** Month index from which a launch ramps up over six months, or null for established SKUs. */
  rampStart: number | null;
  vbpIndex: number | null;
  vbpPrice: number;
  vbpVolume: number;
}

export interface PlanCell {
  cellId: number;
  skuId: string;
  provinceCode: string;
  /** The city at city grain, else null. */
  cityCode: string | null;
  channel: Channel;
  subchannel: string;
  baseUnits: number;
  price: number;
}

interface Candidate {
  placeIndex: number;
  channel: Channel;
  subchannel: string;
  weight: number;
}

/** The candidate cells of one channel-affinity profile, with their cumulative weights for sampling. */
interface Candidates {
  list: Candidate[];
  cumulative: Float64Array;
}

/** Above this many candidates a SKU's cells are drawn without building a key per candidate (city grain). */
const FEW_CANDIDATES = 1000;

export function planSales(random: Random, data: MasterData, marketPerYear: number, targetRows: number, excludedSkus: Set<string>, cityGrain = false): { skus: PlanSku[]; cells: PlanCell[] } {
  const genericById = new Map(data.generics.map((g) => [g.genericId, g]));
  const productById = new Map(data.products.map((p) => [p.productId, p]));
  const places = cityGrain ? data.cities.map((c) => ({ provinceCode: c.provinceCode, cityCode: c.code as string | null })) : data.provinces.map((p) => ({ provinceCode: p.code, cityCode: null }));
  const placeWeight = cityGrain ? cityWeights(data.cities, data.provinces) : provinceWeights(data.provinces);
  const months = data.months.length;

  const skus = data.skus.filter((s) => !excludedSkus.has(s.skuId));
  const owner = (sku: Sku): [Product, Generic] => {
    const product = productById.get(sku.productId)!;
    return [product, genericById.get(product.genericId)!];
  };
  const sizes = skus.map((sku) => {
    const [product, generic] = owner(sku);
    return generic.size * product.share * sku.share;
  });
  const order = sizes.map((_, i) => i).sort((a, b) => sizes[a] - sizes[b]);
  const percentile = new Float64Array(skus.length);
  order.forEach((skuIndex, rank) => (percentile[skuIndex] = (rank + 1) / skus.length));

  // Generics with the same channel affinity share one candidate list (there are a handful).
  const profiles = new Map<string, Candidates>();
  const candidatesOf = (generic: Generic): Candidates => {
    const affinity = channelAffinity(generic);
    const key = CHANNELS.map((c) => affinity[c]).join(',');
    let found = profiles.get(key);
    if (!found) {
      const list = CHANNELS.filter((c) => affinity[c] > 0).flatMap((channel) =>
        places.flatMap((_, placeIndex) =>
          SUBCHANNELS[channel].map(([subchannel, share]) => ({ placeIndex, channel, subchannel, weight: affinity[channel] * placeWeight[channel][placeIndex] * share })),
        ),
      );
      const cumulative = new Float64Array(list.length);
      list.reduce((sum, c, i) => (cumulative[i] = sum + c.weight), 0);
      found = { list, cumulative };
      profiles.set(key, found);
    }
    return found;
  };
  const activeMonths = skus.map((sku) => months - productById.get(sku.productId)!.launchIndex);
  const maxCells = skus.map((sku) => candidatesOf(owner(sku)[1]).list.length);
  const rowsFor = (k: number) => skus.reduce((sum, _, i) => sum + Math.max(1, Math.round(maxCells[i] * Math.pow(percentile[i], k))) * activeMonths[i], 0);
  let lo = 0.01;
  let hi = 400;
  for (let iteration = 0; iteration < 50; iteration++) {
    const mid = Math.sqrt(lo * hi);
    if (rowsFor(mid) > targetRows) lo = mid;
    else hi = mid;
  }
  const k = hi;

  const planSkus: PlanSku[] = [];
  const cells: PlanCell[] = [];
  skus.forEach((sku, i) => {
    const [product, generic] = owner(sku);
    const candidates = candidatesOf(generic);
    const count = Math.max(1, Math.round(candidates.list.length * Math.pow(percentile[i], k)));
    const chosen = candidates.list.length <= FEW_CANDIDATES ? sampleKeyed(random, candidates.list, count) : sampleMany(random, candidates, count);
    const total = chosen.reduce((s, c) => s + c.weight, 0);
    const prices = new Map(CHANNELS.map((channel) => [channel, channelPrice(random, sku.price, channel)]));
    for (const c of chosen) {
      const price = Math.round(prices.get(c.channel)! * random.uniform(0.96, 1.04) * 100) / 100;
      cells.push({
        cellId: cells.length + 1,
        skuId: sku.skuId,
        provinceCode: places[c.placeIndex].provinceCode,
        cityCode: places[c.placeIndex].cityCode,
        channel: c.channel,
        subchannel: c.subchannel,
        baseUnits: (sizes[i] * c.weight) / total / price,
        price,
      });
    }
    planSkus.push(skuTiming(random, sku, product, generic));
  });
  calibrate(cells, marketPerYear);
  return { skus: planSkus, cells };
}

/** `count` candidates drawn without replacement with probability ∝ weight (Efraimidis–Spirakis keys). */
function sampleKeyed(random: Random, candidates: Candidate[], count: number): Candidate[] {
  return candidates
    .map((c) => ({ c, key: Math.pow(random.next(), 1 / c.weight) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map((x) => x.c);
}

/**
 * The same draw for long candidate lists (thousands of city cells per SKU): keys in a typed array
 * when most candidates are taken, else successive weighted draws (binary search on the cumulative
 * weights) that skip the cells already taken, which costs about `count` draws instead of one per
 * candidate.
 */
function sampleMany(random: Random, { list, cumulative }: Candidates, count: number): Candidate[] {
  const n = list.length;
  if (count * 4 >= n) {
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = Math.log(random.next()) / list[i].weight;
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => keys[b] - keys[a] || a - b);
    return order.slice(0, count).map((i) => list[i]);
  }
  const total = cumulative[n - 1];
  const taken = new Uint8Array(n);
  const chosen: Candidate[] = [];
  while (chosen.length < count) {
    const target = random.next() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    if (taken[lo]) continue;
    taken[lo] = 1;
    chosen.push(list[lo]);
  }
  return chosen;
}

function skuTiming(random: Random, sku: Sku, product: Product, generic: Generic): PlanSku {
  const winner = product.vbpRole === 'winner';
  return {
    skuId: sku.skuId,
    convRatio: sku.convRatio,
    trend: generic.trend + random.normal(0, 0.05),
    season: generic.season,
    launchIndex: product.launchIndex,
    rampStart: product.launchIndex > 0 ? product.launchIndex : null,
    vbpIndex: generic.vbpMonth,
    // Winners cut their hospital price by 50–90% and gain 2–3× volume; losers keep their price
    // and lose about 80% of their hospital volume (domain notes §4).
    vbpPrice: winner ? random.uniform(0.1, 0.5) : 1,
    vbpVolume: winner ? random.uniform(2, 3) : product.vbpRole === 'loser' ? random.uniform(0.15, 0.25) : 1,
  };
}

/** Scales each channel so that the market's latest-month value matches the channel targets. */
function calibrate(cells: PlanCell[], marketPerYear: number): void {
  const totals = new Map<Channel, number>(CHANNELS.map((c) => [c, 0]));
  for (const cell of cells) totals.set(cell.channel, totals.get(cell.channel)! + cell.baseUnits * cell.price);
  const monthly = marketPerYear / 12;
  for (const cell of cells) {
    const total = totals.get(cell.channel)!;
    if (total > 0) cell.baseUnits *= (monthly * CHANNEL_TARGET[cell.channel]) / total;
  }
}
