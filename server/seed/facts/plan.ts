// The sales plan: for every SKU, the (place × channel × sub-channel) cells it sells in, each
// with a base monthly volume and a pack price; and per SKU the time parameters (trend, season,
// launch, VBP). The monthly fact rows are then expanded from the plan inside DuckDB (sales-sql.ts),
// which is what keeps `default` (millions of rows) within its time budget. A place is a province,
// or at city grain (`large`) a city, which then also names its province.
//
// Sparsity: a SKU's number of cells grows with its size rank (pct^k of all its candidate cells),
// so the top SKUs sell everywhere and the long tail in one or two places; k is solved so that the
// expanded fact table has about `targetRows` rows. The cells are split over the channels by the
// SKU's channel affinity, then drawn by place weight (drawCells). Finally every channel is scaled
// to its share of the market and its mix of chemical, TCM, biological and non-drug sales (mix.ts),
// and the few products far above the real leaders are brought back to a few 十亿 (compressLeaders).
import { CHANNELS, SUBCHANNELS, type Channel, type Generic, type MasterData, type Product, type Sku } from '../model';
import type { Random } from '../random';
import { CHANNEL_TARGET, channelAffinity, channelPrice, cityWeights, provinceWeights } from './channels';
import { mixShare, type Kind } from './mix';
import { coldWaveSurge } from './seasonality';

export interface PlanSku {
  skuId: string;
  convRatio: number;
  trend: number;
  season: string;
  /** The generic's number, keying the noise all its SKUs share in a month. */
  genericNo: number;
  /** Sales multiple at the peak of the 2022–23 winter cold wave (1 = untouched). */
  surge: number;
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
  kind: Kind;
}

interface Candidate {
  placeIndex: number;
  channel: Channel;
  subchannel: string;
  weight: number;
}

/** The candidate cells of one channel for one channel-affinity profile. */
interface Candidates {
  list: Candidate[];
  /** Per number of cells drawn k (index k − 1), the scale c of the inclusion probabilities min(1, c·weight). */
  inclusion: Float64Array;
  /** The channel's total weight: how a SKU's sales split over the channels it sells in. */
  weight: number;
}

/** A channel-affinity profile: its candidates per channel. */
interface Profile {
  channels: Candidates[];
  cells: number;
  weight: number;
}

/**
 * For drawing k of the candidates with probability ∝ weight without replacement, the scale c with
 * Σ min(1, c·wᵢ) = k, so that min(1, c·wᵢ) approximates candidate i's inclusion probability: the
 * heaviest candidates are certain (probability 1), the rest share the remaining draws by weight.
 * One pass over the weights sorted heaviest first, for every k at once.
 */
function inclusionScales(weights: number[]): Float64Array {
  const sorted = [...weights].sort((a, b) => b - a);
  const rest = new Float64Array(sorted.length + 1);
  for (let i = sorted.length - 1; i >= 0; i--) rest[i] = rest[i + 1] + sorted[i];
  const scales = new Float64Array(sorted.length);
  let certain = 0;
  for (let k = 1; k <= sorted.length; k++) {
    let c = (k - certain) / rest[certain];
    while (certain < k && c * sorted[certain] >= 1) {
      certain++;
      c = rest[certain] > 0 ? (k - certain) / rest[certain] : Infinity;
    }
    scales[k - 1] = c;
  }
  return scales;
}

export function planSales(random: Random, data: MasterData, marketPerYear: number, targetRows: number, excludedSkus: Set<string>, cityGrain = false): { skus: PlanSku[]; cells: PlanCell[] } {
  const genericById = new Map(data.generics.map((g) => [g.genericId, g]));
  const genericNo = new Map(data.generics.map((g, i) => [g.genericId, i + 1]));
  const sortName = new Map(data.sort.map((n) => [n.code, n.name]));
  const surgeOf = (g: Generic) => coldWaveSurge(g.molecule, sortName.get(g.sort3) ?? '', sortName.get(g.sort3.slice(0, 4)) ?? '');
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
  const profiles = new Map<string, Profile>();
  const candidatesOf = (generic: Generic): Profile => {
    const affinity = channelAffinity(generic);
    const key = CHANNELS.map((c) => affinity[c]).join(',');
    let found = profiles.get(key);
    if (!found) {
      const channels = CHANNELS.filter((c) => affinity[c] > 0).map((channel): Candidates => {
        const list = places.flatMap((_, placeIndex) =>
          SUBCHANNELS[channel].map(([subchannel, share]) => ({ placeIndex, channel, subchannel, weight: affinity[channel] * placeWeight[channel][placeIndex] * share })),
        );
        const weight = list.reduce((sum, c) => sum + c.weight, 0);
        return { list, inclusion: inclusionScales(list.map((c) => c.weight)), weight };
      });
      found = { channels, cells: channels.reduce((n, c) => n + c.list.length, 0), weight: channels.reduce((w, c) => w + c.weight, 0) };
      profiles.set(key, found);
    }
    return found;
  };
  const activeMonths = skus.map((sku) => months - productById.get(sku.productId)!.launchIndex);
  const maxCells = skus.map((sku) => candidatesOf(owner(sku)[1]).cells);
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
    const profile = candidatesOf(generic);
    const count = Math.max(1, Math.round(profile.cells * Math.pow(percentile[i], k)));
    const { chosen, share } = drawCells(random, profile, count);
    const prices = new Map(CHANNELS.map((channel) => [channel, channelPrice(random, sku.price, channel)]));
    chosen.forEach((c, j) => {
      const price = Math.round(prices.get(c.channel)! * random.uniform(0.96, 1.04) * 100) / 100;
      cells.push({
        cellId: cells.length + 1,
        skuId: sku.skuId,
        provinceCode: places[c.placeIndex].provinceCode,
        cityCode: places[c.placeIndex].cityCode,
        channel: c.channel,
        subchannel: c.subchannel,
        baseUnits: (sizes[i] * share[j]) / price,
        price,
        kind: generic.drugType,
      });
    });
    planSkus.push(skuTiming(random, sku, product, generic, genericNo.get(generic.genericId)!, surgeOf(generic)));
  });
  calibrate(cells, marketPerYear);
  compressLeaders(cells, new Map(skus.map((sku) => [sku.skuId, sku.productId])), (LEADER_KNEE * marketPerYear) / 12);
  calibrate(cells, marketPerYear);
  return { skus: planSkus, cells };
}

/**
 * A SKU's `count` cells and the share of its sales each gets (adding up to 1). The cells are
 * split over the channels by their weight (largest remainders; a sparse SKU sells in its main
 * channels only) and drawn within each channel with inclusion probability min(1, c·weight)
 * (systematic sampling). The sales split over the channels drawn by their weight, and within a
 * channel by weight / inclusion probability (Horvitz–Thompson), so that SKUs drawn into one or two
 * places do not pile into the heaviest provinces.
 */
function drawCells(random: Random, profile: Profile, count: number): { chosen: Candidate[]; share: number[] } {
  const ideal = profile.channels.map((c) => (count * c.weight) / profile.weight);
  const counts = ideal.map(Math.floor);
  const byRemainder = ideal.map((x, i) => i).sort((a, b) => ideal[b] - counts[b] - (ideal[a] - counts[a]) || a - b);
  for (let r = 0; r < count - counts.reduce((s, n) => s + n, 0); r++) counts[byRemainder[r]]++;
  const drawn = profile.channels.map((c, i) => ({ c, n: Math.min(counts[i], c.list.length) })).filter((d) => d.n > 0);
  const weight = drawn.reduce((sum, d) => sum + d.c.weight, 0);
  const chosen: Candidate[] = [];
  const share: number[] = [];
  for (const { c, n } of drawn) {
    const scale = c.inclusion[n - 1];
    const cells = systematicSample(random, c.list, scale);
    const corrected = cells.map((cell) => cell.weight / Math.min(1, scale * cell.weight));
    const total = corrected.reduce((sum, x) => sum + x, 0);
    cells.forEach((cell, j) => {
      chosen.push(cell);
      share.push(((c.weight / weight) * corrected[j]) / total);
    });
  }
  return { chosen, share };
}

/**
 * Systematic sampling: candidate i is drawn with probability min(1, scale·weightᵢ), exactly, and
 * as many are drawn as those probabilities add up to (a random start, then every whole step along
 * their running sum).
 */
function systematicSample(random: Random, list: Candidate[], scale: number): Candidate[] {
  const chosen: Candidate[] = [];
  let running = random.next();
  for (const candidate of list) {
    const before = Math.floor(running);
    running += Math.min(1, scale * candidate.weight || 0);
    if (Math.floor(running) > before) chosen.push(candidate);
  }
  return chosen;
}

function skuTiming(random: Random, sku: Sku, product: Product, generic: Generic, genericNo: number, surge: number): PlanSku {
  const winner = product.vbpRole === 'winner';
  return {
    skuId: sku.skuId,
    convRatio: sku.convRatio,
    trend: generic.trend + random.normal(0, 0.05),
    season: generic.season,
    genericNo,
    surge,
    launchIndex: product.launchIndex,
    rampStart: product.launchIndex > 0 ? product.launchIndex : null,
    vbpIndex: generic.vbpMonth,
    // Winners cut their hospital price by 40–75% (from a generic's price, itself below the
    // originator's: 50–90% below the originator, domain notes §4) and gain 2–3× volume; losers
    // keep their price and lose about 80% of their hospital volume.
    vbpPrice: winner ? random.uniform(0.25, 0.6) : 1,
    vbpVolume: winner ? random.uniform(2, 3) : product.vbpRole === 'loser' ? random.uniform(0.15, 0.25) : 1,
  };
}

/**
 * A product's yearly sales above which it is compressed, as a share of the market: the real
 * leaders sell a few 十亿 of a 1.6万亿 market (0.2–0.5 %). A data set has a tenth of the real
 * market's generics, so its draws put single products far above that; the square root above the
 * knee keeps their order and spread but brings them back to a few 十亿.
 */
const LEADER_KNEE = 0.0025;

function compressLeaders(cells: PlanCell[], productOf: Map<string, string>, knee: number): void {
  const totals = new Map<string, number>();
  for (const cell of cells) {
    const product = productOf.get(cell.skuId)!;
    totals.set(product, (totals.get(product) ?? 0) + cell.baseUnits * cell.price);
  }
  for (const cell of cells) {
    const total = totals.get(productOf.get(cell.skuId)!)!;
    if (total > knee) cell.baseUnits *= Math.sqrt(knee / total);
  }
}

/**
 * Scales each channel and kind (chemical, TCM, biological, non-drug) so that the plan's monthly
 * value matches the channel targets and the channel's mix. The time path (sales-sql.ts) later
 * moves each channel along its own growth, leaving the mix within the channel as planned here.
 */
function calibrate(cells: PlanCell[], marketPerYear: number): void {
  const key = (cell: PlanCell) => `${cell.channel}|${cell.kind}`;
  const totals = new Map<string, number>();
  const present = new Map<Channel, Set<Kind>>(CHANNELS.map((c) => [c, new Set()]));
  for (const cell of cells) {
    totals.set(key(cell), (totals.get(key(cell)) ?? 0) + cell.baseUnits * cell.price);
    present.get(cell.channel)!.add(cell.kind);
  }
  const monthly = marketPerYear / 12;
  for (const cell of cells) {
    const total = totals.get(key(cell))!;
    if (total > 0) cell.baseUnits *= (monthly * CHANNEL_TARGET[cell.channel] * mixShare(cell.channel, cell.kind, present.get(cell.channel)!)) / total;
  }
}
