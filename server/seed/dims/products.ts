// Products (generic × maker, with trade name, brand, originator and catalogue flags) and SKUs
// (spec × pack, with the conversion ratio). Makers per generic follow a negative binomial by the
// molecule's era and size (old, big generics have dozens, new drugs one or two); shares within a
// generic come from a Dirichlet in which the originator or brand leader dominates. Products carry
// one of their company's brands. Also decides the national VBP rounds (集采).
import { FORMS } from '../pools/forms';
import { TRADE_SYLLABLES } from '../pools/companies';
import { ORIGINATOR_PREMIUM, SIZE_HINTS } from '../pools/molecules';
import type { Brand, Company, Generic, Product, Sku } from '../model';
import type { Random } from '../random';

export interface ProductOptions {
  meanMakers: number;
  /** Number of months in the data set; launches and VBP rounds fall inside it. */
  months: string[];
}

/** Distinct items drawn with probability proportional to weight (Efraimidis–Spirakis keys). */
export function weightedSample<T>(random: Random, items: readonly T[], weights: readonly number[], count: number): T[] {
  return items
    .map((item, i) => ({ item, key: Math.pow(random.next(), 1 / Math.max(weights[i], 1e-9)) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map((x) => x.item);
}

function approvalNumber(random: Random, generic: Generic, foreign: boolean, year: number): string {
  const letter = generic.drugType === '中成药' ? 'Z' : generic.drugType === '生物制品' ? 'S' : 'H';
  return `国药准字${letter}${foreign ? 'J' : ''}${year}${String(random.int(1, 9999)).padStart(4, '0')}`;
}

/** No generic has more makers than the most crowded real ones (domain notes §4: up to about 120). */
const MAX_MAKERS = 130;

/**
 * Fewer makers where making it is hard: biologics (insulin, antibodies, vaccines, blood products)
 * and heparins have a handful of approved makers, TCM injections a few after the 2017 re-evaluation.
 */
function makerCap(generic: Generic): number {
  if (generic.drugType === '生物制品' || generic.molecule.includes('肝素')) return 8;
  if (generic.isTcm && generic.route === '注射') return 10;
  return MAX_MAKERS;
}

/** Protected TCM formulas (中药保护品种, 独家): one house makes them. */
const EXCLUSIVE_TCM = new Set(['连花清瘟', '通心络', '麝香保心']);

/** The first year products of a molecule of each era reach the Chinese market. */
const ERA_FIRST_YEAR: Record<Generic['era'], number> = { old: 1990, mid: 2001, new: 2015 };
/** Years after the first launch before generics (and other TCM makers) follow. */
const FOLLOWER_DELAY = 3;

/** Probability that a western molecule's originator is a multinational, by era: old molecules are long domestic, new ones partly domestic innovations. */
const FOREIGN_ORIGINATOR: Record<Generic['era'], number> = { old: 0.25, mid: 0.6, new: 0.5 };

/**
 * Mean makers of a multi-source generic beyond the first two: old molecules draw the crowd (dozens),
 * off-patent brands of the 2000s a handful, and a bigger market attracts more makers.
 */
function meanMakers(generic: Generic, scaleMean: number, medianSize: number): number {
  // Non-drugs (health foods, devices, slices) are sold under many more brands than a molecule has makers.
  const age = generic.market === 'nondrug' ? 3 : generic.era === 'old' ? 1.5 : 0.45;
  const size = Math.min(3, Math.max(0.2, Math.pow(generic.size / medianSize, 0.6)));
  return Math.max(0.5, (scaleMean - 2) * age * size);
}

export function buildProducts(random: Random, generics: Generic[], companies: Company[], brands: Brand[], options: ProductOptions): { products: Product[]; skus: Sku[] } {
  const { months } = options;
  const domestic = companies.filter((c) => !c.isForeign);
  const foreign = companies.filter((c) => c.isForeign);
  // Domestic innovators and TCM houses lead their fields: the biggest companies by weight, and for
  // TCM the houses named 中药.
  const innovatorWeights = domestic.map((c) => Math.pow(c.weight, 2));
  const tcmHouseWeights = domestic.map((c) => (c.versions[0].name.includes('中药') ? c.weight : 0));
  const usedNames = new Set<string>(brands.map((b) => b.name));
  const newName = (): string => {
    for (;;) {
      const name = random.sample(TRADE_SYLLABLES, random.bool(0.7) ? 2 : 3).join('');
      if (!usedNames.has(name)) {
        usedNames.add(name);
        return name;
      }
    }
  };
  // One trade name per company and molecule (all forms of 洛赛克 are 洛赛克), and one brand per
  // company and consumer need (SORT 中类): a brand is a family of related products. The company's
  // own brands are used first, the house brand for its first need.
  const tradeNames = new Map<string, string>();
  const tradeNameOf = (company: Company, generic: Generic): string => {
    const key = `${company.companyId}|${generic.molecule}`;
    if (!tradeNames.has(key)) tradeNames.set(key, newName());
    return tradeNames.get(key)!;
  };
  const brandsByNeed = new Map<string, Map<string, string>>();
  const brandOf = (company: Company, generic: Generic): string => {
    const needs = brandsByNeed.get(company.companyId) ?? new Map<string, string>();
    brandsByNeed.set(company.companyId, needs);
    const need = generic.sort3.slice(0, 4);
    if (!needs.has(need)) {
      let brandId = company.brandIds[needs.size];
      if (!brandId) {
        brandId = `B${String(brands.length + 1).padStart(5, '0')}`;
        brands.push({ brandId, name: newName() });
        company.brandIds.push(brandId);
      }
      needs.set(need, brandId);
    }
    return needs.get(need)!;
  };
  const products: Product[] = [];
  const skus: Sku[] = [];
  const medianSize = [...generics].map((g) => g.size).sort((a, b) => a - b)[Math.floor(generics.length / 2)] ?? 1;

  for (const generic of generics) {
    const western = generic.drugType === '化学药' || generic.drugType === '生物制品';
    const newDrug = generic.era === 'new';
    const makerCount = EXCLUSIVE_TCM.has(generic.molecule)
      ? 1
      : Math.min(domestic.length, makerCap(generic), newDrug ? random.int(1, western ? 2 : 3) : 2 + random.negativeBinomial(meanMakers(generic, options.meanMakers, medianSize), 2));
    const hasForeignOriginator = western && foreign.length > 0 && random.bool(FOREIGN_ORIGINATOR[generic.era]);
    // A domestic first maker of a new molecule is an innovator; of a TCM generic, a TCM house.
    const leaderWeights = generic.isTcm && tcmHouseWeights.some((w) => w > 0) ? tcmHouseWeights : newDrug && western ? innovatorWeights : null;
    const leader = hasForeignOriginator ? random.pick(foreign) : leaderWeights ? weightedSample(random, domestic, leaderWeights, 1)[0] : null;
    const makers = [
      ...(leader ? [leader] : []),
      ...weightedSample(random, domestic.filter((c) => c !== leader), domestic.filter((c) => c !== leader).map((c) => c.weight), makerCount - (leader ? 1 : 0)),
    ];
    if (makers.length === 0) makers.push(random.pick(domestic));
    // The originator (or, for TCM, the brand leader) keeps a lead that grows with the crowd:
    // about a third of a generic with dozens of makers. The followers' skewed Dirichlet lets a few
    // of them sell and most hold a sliver (domain notes §6 step 3: the top 10 % of SKUs carry most
    // of the sales). Non-drugs have no originator: their brands split the market more evenly.
    const nonDrug = generic.market === 'nondrug';
    // After a decade of tenders and VBP rounds, originators of off-patent molecules keep a smaller lead.
    // A TCM brand an analyst knows (a size hint) is its house's: the other makers sell little.
    const lead = nonDrug ? 0.6 : (western ? (newDrug ? 2.5 : 1.2) : SIZE_HINTS[generic.molecule] ? 4 : 1.5) + (newDrug ? 0.15 : 0.06) * (makers.length - 1);
    const alphas = makers.map((_, i) => (i === 0 ? lead : nonDrug ? 0.6 : 0.25));
    const shares = random.dirichlet(alphas);
    // Multi-source chemical generics get a national VBP round inside the window: ten rounds since
    // 2019 have covered most of them (at least six months in, so a round shows before and after).
    const vbpEligible = generic.drugType === '化学药' && makers.length >= 3 && generic.market !== 'otc';
    generic.vbpMonth = vbpEligible && random.bool(0.7) ? random.int(6, months.length - 4) : null;
    const winners = new Set<number>();
    if (generic.vbpMonth !== null) {
      // The bigger makers, with the capacity to supply a province's contracted volume, win more often.
      const pool = makers.map((_, i) => i).filter((i) => i > 0);
      for (const i of weightedSample(random, pool, pool.map((i) => shares[i]), random.int(1, Math.min(3, pool.length)))) winners.add(i);
    }

    makers.forEach((company, m) => {
      const productId = `P${String(products.length + 1).padStart(6, '0')}`;
      const isOriginator = western && m === 0;
      // The first maker launches from the molecule's era on, the others some years later; the month is
      // uniform from then to the end of the data, so launches per year follow a smooth curve and
      // those that fall inside the window ramp up there ("新进").
      const first = ERA_FIRST_YEAR[generic.era] + (m === 0 ? 0 : FOLLOWER_DELAY);
      const launch = launchMonthOf(random, first, months, !isOriginator || newDrug);
      const launchesInWindow = launch.index > 0;
      const launchIndex = launchesInWindow ? launch.index : -1;
      const launchYear = Number(launch.month.slice(0, 4));
      const launchMonth = launch.month;
      const trade = tradeNameOf(company, generic);
      const gqce = generic.drugType !== '化学药' || isOriginator ? null : winners.has(m) ? '通过' : random.weighted(['通过', '视同通过', '未通过'] as const, [0.45, 0.15, 0.4]);
      products.push({
        productId,
        genericId: generic.genericId,
        companyId: company.companyId,
        brandId: brandOf(company, generic),
        tradeName: trade,
        drugName: `${generic.name}（${trade}）`,
        launchMonth,
        isOriginator,
        nrdlClass: generic.nrdlClass,
        isEssential: generic.isEssential,
        isVbp: winners.has(m),
        gqce,
        share: shares[m],
        launchIndex: Math.max(0, launchIndex),
        approvalNo: approvalNumber(random, generic, company.isForeign, launchesInWindow ? launchYear - 1 : launchYear),
        approvalDate: launchesInWindow ? months[Math.max(0, launchIndex - 3)] : `${launchYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        vbpRole: generic.vbpMonth === null ? null : winners.has(m) ? 'winner' : 'loser',
      });
      addSkus(random, generic, products[products.length - 1], isOriginator, skus);
    });
  }
  return { products, skus };
}

/**
 * A launch month drawn uniformly from January of `firstYear` to two months before the end of the
 * data, and its index in the window (0 when it falls before the window). Only followers (and
 * originators of new molecules) may launch inside the window; others launch before it.
 */
function launchMonthOf(random: Random, firstYear: number, months: string[], mayLaunchInWindow: boolean): { month: string; index: number } {
  const start = Number(months[0].slice(0, 4)) * 12 + Number(months[0].slice(5, 7)) - 1;
  const from = Math.min(firstYear * 12, start - 1);
  const to = mayLaunchInWindow ? start + months.length - 3 : start - 1;
  const pick = random.int(from, Math.max(from, to));
  if (pick > start) return { month: months[pick - start], index: pick - start };
  return { month: `${Math.floor(pick / 12)}-${String((pick % 12) + 1).padStart(2, '0')}-01`, index: 0 };
}

/** No pack sells below a few 元 (packaging and distribution alone cost that). */
const MIN_PACK_PRICE = 2.5;

function addSkus(random: Random, generic: Generic, product: Product, isOriginator: boolean, skus: Sku[]): void {
  const form = FORMS[generic.formKey];
  // The second maker of a new molecule is a licensed partner or biosimilar priced near the originator.
  const priceFactor = isOriginator ? random.uniform(0.8, 1.2) * ORIGINATOR_PREMIUM : generic.era === 'new' ? random.uniform(0.75, 1) * ORIGINATOR_PREMIUM : random.lognormal(0, 0.25);
  // Biologics come one vial or pen to a pack.
  const packChoices = generic.drugType === '生物制品' ? [1] : form.packs;
  const packs = random.sample(packChoices, random.int(1, Math.min(2, packChoices.length)));
  const variants = generic.strengths.flatMap((spec, s) => packs.map((count) => ({ spec, s, count })));
  const shares = random.dirichlet(variants.map(() => 0.5));
  variants.forEach(({ spec, s, count }, i) => {
    skus.push({
      skuId: `S${String(skus.length + 1).padStart(7, '0')}`,
      productId: product.productId,
      spec,
      pack: count > 1 ? `${spec}×${count}${form.unitWord}/${form.packUnit}` : `${spec}/${form.packUnit}`,
      convRatio: count,
      share: shares[i],
      price: Math.max(MIN_PACK_PRICE, Math.round(generic.unitPrice * (1 + 0.6 * s) * count * priceFactor * 100) / 100),
    });
  });
}
