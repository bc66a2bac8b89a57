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
// and the few products far above the real leaders (in value or in packs) are brought back to a
// few 十亿 (compressLeaders).
import { CHANNELS, SUBCHANNELS, type Channel, type Generic, type MasterData, type Product, type Sku } from '../model';
import type { Random } from '../random';
import { CHANNEL_TARGET, channelAffinity, channelPrice, cityWeights, provinceWeights } from './channels';
import { mixShare, type Kind } from './mix';
import { coldWaveSurge } from './seasonality';
import { SIZE_HINTS } from '../pools/molecules';

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
      // Each province tenders its own price: a pack differs by about ±7 % (up to ±15 %) between them.
      const price = Math.round(prices.get(c.channel)! * Math.exp(Math.max(-0.15, Math.min(0.15, random.normal(0, 0.07)))) * 100) / 100;
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
  // Compressing moves value into the tail and calibrating scales it back up, so the two alternate
  // until the leaders settle; the last step compresses, so no leader is left above its limit (the
  // channel totals are put on their paths later anyway, and the mix moves by little).
  const productOf = new Map(skus.map((sku) => [sku.skuId, sku.productId]));
  const breadth = Math.max(1, LIMITS_GENERICS / data.generics.length);
  const limits = new Map(data.products.map((p) => [p.productId, productLimits(p, genericById.get(p.genericId)!, marketPerYear * breadth)]));
  const timing = new Map(planSkus.map((t) => [t.skuId, t]));
  for (let round = 0; round < 10; round++) {
    calibrate(cells, timing, marketPerYear);
    compressLeaders(cells, productOf, timing, limits);
  }
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

/** A VBP winner's pack does not go below about 2 元. */
const MIN_VBP_PACK_PRICE = 2;

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
    // originator's: 50–90% below the originator, domain notes §4) and take over the contracted
    // volume (4–7× their own); losers keep their price and lose about 80% of their hospital volume.
    vbpPrice: winner ? Math.min(1, Math.max(random.uniform(0.25, 0.6), MIN_VBP_PACK_PRICE / sku.price)) : 1,
    vbpVolume: winner ? random.uniform(4, 7) : product.vbpRole === 'loser' ? random.uniform(0.15, 0.25) : 1,
  };
}

/**
 * A product's monthly sales above which it is compressed, as a share of the market: the real
 * leaders (originators, biologics, TCM brands) sell a few 十亿 of a 1.85万亿 market (0.15–0.4 %),
 * and a generic copy, cheap and one of many, reaches 10–30亿 at most. A data set has a tenth of
 * the real market's generics, so its draws put single products far above that; a power of 0.3
 * above the knee keeps their order and spread but brings them back.
 */
const LEADER_KNEE = 0.0014;
const COPY_KNEE = 0.0007;
const ABOVE_KNEE = 0.3;
/**
 * Packs a product sells a year per resident at most (0.12: 1.7亿 packs in China, a leading cold
 * remedy's volume), scaled to the data set's market: a cheap pack cannot carry a big product.
 */
const PACKS_PER_RESIDENT = 0.12;
const RESIDENTS = 1.41e9;
const MARKET = 1.85e12;

/**
 * The limits below hold for a data set of about this many generics (default). One with fewer
 * (small: a few dozen) shares its market among fewer, bigger products: its limits grow in proportion.
 */
const LIMITS_GENERICS = 800;

interface ProductLimits {
  /** Monthly value above which sales are compressed, RMB. */
  knee: number;
  /** Monthly packs at most. */
  packs: number;
  /** The product's generic, and the monthly value above which the generic's sales (all makers) are compressed. */
  genericId: string;
  genericKnee: number;
}

/**
 * An old chemical generic sells up to about 11亿 a year over all its makers (cents a tablet, many
 * makers, little growth), unless it is one of the staples everybody takes (氯化钠, 阿司匹林,
 * 二甲双胍, 氨氯地平: a size hint of 2.5 or more).
 */
const OLD_GENERIC_KNEE = 0.0006;
/** Any other generic (all its makers) sells up to about 75亿 a year: the biggest real ones (albumin, saline) a little more. */
const GENERIC_KNEE = 0.004;

function productLimits(product: Product, generic: Generic, marketPerYear: number): ProductLimits {
  const copy = generic.drugType === '化学药' && (!product.isOriginator || generic.era === 'old');
  const commodity = generic.drugType === '化学药' && generic.era === 'old' && (SIZE_HINTS[generic.molecule] ?? 0) < 2.5;
  return {
    // A TCM brand an analyst knows (a size hint: 连花清瘟, 血塞通 …) sells like the leading originators.
    knee: ((copy ? COPY_KNEE : generic.isTcm && SIZE_HINTS[generic.molecule] ? 1.2 * LEADER_KNEE : LEADER_KNEE) * marketPerYear) / 12,
    packs: (PACKS_PER_RESIDENT * RESIDENTS * (marketPerYear / MARKET)) / 12,
    genericId: generic.genericId,
    genericKnee: ((commodity ? OLD_GENERIC_KNEE : GENERIC_KNEE) * marketPerYear) / 12,
  };
}

/** A cell's volume and price factors once its SKU's VBP round is in force (hospitals and clinics only, as sales-sql.ts applies them). */
function afterVbp(cell: PlanCell, timing: PlanSku): { volume: number; price: number } {
  const vbp = timing.vbpIndex !== null && (cell.channel === 'HOSPITAL' || cell.channel === 'GRASSROOTS');
  return vbp ? { volume: timing.vbpVolume, price: timing.vbpPrice } : { volume: 1, price: 1 };
}

/**
 * Brings products above their knee (in value) or their packs limit back below them. A VBP round
 * changes hospital volumes and prices later (sales-sql.ts), so cells count as they sell at most.
 */
function compressLeaders(cells: PlanCell[], productOf: Map<string, string>, timing: Map<string, PlanSku>, limits: Map<string, ProductLimits>): void {
  const value = new Map<string, number>();
  const genericValue = new Map<string, number>();
  const packs = new Map<string, number>();
  for (const cell of cells) {
    const product = productOf.get(cell.skuId)!;
    // The larger of before and after the round: a loser sold its volume until then.
    const vbp = afterVbp(cell, timing.get(cell.skuId)!);
    const amount = cell.baseUnits * cell.price * Math.max(1, vbp.volume * vbp.price);
    value.set(product, (value.get(product) ?? 0) + amount);
    const generic = limits.get(product)!.genericId;
    genericValue.set(generic, (genericValue.get(generic) ?? 0) + amount);
    packs.set(product, (packs.get(product) ?? 0) + cell.baseUnits * Math.max(1, vbp.volume));
  }
  const compressed = (total: number, knee: number) => (total > knee ? (knee * Math.pow(total / knee, ABOVE_KNEE)) / total : 1);
  for (const cell of cells) {
    const product = productOf.get(cell.skuId)!;
    const { knee, packs: maxPacks, genericId, genericKnee } = limits.get(product)!;
    const byPacks = Math.min(1, maxPacks / packs.get(product)!);
    cell.baseUnits *= Math.min(compressed(value.get(product)!, knee), compressed(genericValue.get(genericId)!, genericKnee), byPacks);
  }
}

/**
 * Scales each channel and kind (chemical, TCM, biological, non-drug) so that the plan's monthly
 * value (once VBP rounds are in force) matches the channel targets and the channel's mix. The time path (sales-sql.ts) later
 * moves each channel along its own growth, leaving the mix within the channel as planned here.
 */
function calibrate(cells: PlanCell[], timing: Map<string, PlanSku>, marketPerYear: number): void {
  const key = (cell: PlanCell) => `${cell.channel}|${cell.kind}`;
  const totals = new Map<string, number>();
  const present = new Map<Channel, Set<Kind>>(CHANNELS.map((c) => [c, new Set()]));
  for (const cell of cells) {
    const vbp = afterVbp(cell, timing.get(cell.skuId)!);
    totals.set(key(cell), (totals.get(key(cell)) ?? 0) + cell.baseUnits * vbp.volume * cell.price * vbp.price);
    present.get(cell.channel)!.add(cell.kind);
  }
  const monthly = marketPerYear / 12;
  for (const cell of cells) {
    const total = totals.get(key(cell))!;
    if (total > 0) cell.baseUnits *= (monthly * CHANNEL_TARGET[cell.channel] * mixShare(cell.channel, cell.kind, present.get(cell.channel)!)) / total;
  }
}
