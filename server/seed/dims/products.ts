// Products (generic × maker, with trade name, brand, originator and catalogue flags) and SKUs
// (spec × pack, with the conversion ratio). Makers per generic follow a negative binomial by the
// molecule's era and size (old, big generics have dozens, new drugs one or two); shares within a
// generic come from a Dirichlet in which the originator or brand leader dominates. Products carry
// one of their company's brands. Also decides the national VBP rounds (集采).
import { FORMS } from '../pools/forms';
import { TRADE_SYLLABLES } from '../pools/companies';
import { ORIGINATOR_PREMIUM } from '../pools/molecules';
import type { Company, Generic, Product, Sku } from '../model';
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
 * Mean makers of a multi-source generic beyond the first two: old molecules draw the crowd (dozens),
 * off-patent brands of the 2000s a handful, and a bigger market attracts more makers.
 */
function meanMakers(generic: Generic, scaleMean: number, medianSize: number): number {
  // Non-drugs (health foods, devices, slices) are sold under many more brands than a molecule has makers.
  const age = generic.market === 'nondrug' ? 3 : generic.era === 'old' ? 1.5 : 0.45;
  const size = Math.min(3, Math.max(0.2, Math.pow(generic.size / medianSize, 0.6)));
  return Math.max(0.5, (scaleMean - 2) * age * size);
}

export function buildProducts(random: Random, generics: Generic[], companies: Company[], options: ProductOptions): { products: Product[]; skus: Sku[] } {
  const { months } = options;
  const domestic = companies.filter((c) => !c.isForeign);
  const foreign = companies.filter((c) => c.isForeign);
  const usedTradeNames = new Set<string>();
  const tradeName = (): string => {
    for (;;) {
      const name = random.sample(TRADE_SYLLABLES, random.bool(0.7) ? 2 : 3).join('');
      if (!usedTradeNames.has(name)) {
        usedTradeNames.add(name);
        return name;
      }
    }
  };
  const products: Product[] = [];
  const skus: Sku[] = [];
  const medianSize = [...generics].map((g) => g.size).sort((a, b) => a - b)[Math.floor(generics.length / 2)] ?? 1;

  for (const generic of generics) {
    const western = generic.drugType === '化学药' || generic.drugType === '生物制品';
    const newDrug = generic.era === 'new';
    const makerCount = Math.min(domestic.length, MAX_MAKERS, newDrug ? random.int(1, western ? 2 : 3) : 2 + random.negativeBinomial(meanMakers(generic, options.meanMakers, medianSize), 2));
    const hasForeignOriginator = western && foreign.length > 0 && random.bool(0.55);
    const makers = [
      ...(hasForeignOriginator ? [random.pick(foreign)] : []),
      ...weightedSample(random, domestic, domestic.map((c) => c.weight), makerCount - (hasForeignOriginator ? 1 : 0)),
    ];
    if (makers.length === 0) makers.push(random.pick(domestic));
    // The originator (or, for TCM, the brand leader) keeps a lead that grows with the crowd:
    // about a third of a generic with dozens of makers. The followers' skewed Dirichlet lets a few
    // of them sell and most hold a sliver (domain notes §6 step 3: the top 10 % of SKUs carry most
    // of the sales). Non-drugs have no originator: their brands split the market more evenly.
    const nonDrug = generic.market === 'nondrug';
    const leader = nonDrug ? 0.6 : (western ? 2.5 : 1.5) + 0.15 * (makers.length - 1);
    const alphas = makers.map((_, i) => (i === 0 ? leader : nonDrug ? 0.6 : 0.25));
    const shares = random.dirichlet(alphas);
    // Old multi-source generics may get a national VBP round inside the window.
    const vbpEligible = generic.drugType === '化学药' && makers.length >= 3 && generic.market !== 'otc';
    generic.vbpMonth = vbpEligible && random.bool(0.35) ? random.int(12, months.length - 4) : null;
    const winners = new Set<number>();
    if (generic.vbpMonth !== null) {
      const pool = makers.map((_, i) => i).filter((i) => i > 0);
      for (const i of random.sample(pool, random.int(1, Math.min(3, pool.length)))) winners.add(i);
    }

    makers.forEach((company, m) => {
      const productId = `P${String(products.length + 1).padStart(6, '0')}`;
      const isOriginator = western && m === 0;
      const launchesInWindow = !isOriginator && random.bool(newDrug ? 0.3 : 0.07);
      const launchIndex = launchesInWindow ? random.int(1, months.length - 2) : -1;
      const launchYear = isOriginator ? random.int(1998, 2012) : random.int(2005, 2020);
      const launchMonth = launchesInWindow ? months[launchIndex] : `${launchYear}-${String(random.int(1, 12)).padStart(2, '0')}-01`;
      const trade = tradeName();
      const gqce = generic.drugType !== '化学药' || isOriginator ? null : winners.has(m) ? '通过' : random.weighted(['通过', '视同通过', '未通过'] as const, [0.45, 0.15, 0.4]);
      products.push({
        productId,
        genericId: generic.genericId,
        companyId: company.companyId,
        // Half of a company's products carry its house brand, the rest one of its other brands.
        brandId: company.brandIds.length > 1 && random.bool(0.5) ? random.pick(company.brandIds.slice(1)) : company.brandIds[0],
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
        approvalNo: approvalNumber(random, generic, company.isForeign, launchesInWindow ? Number(launchMonth.slice(0, 4)) - 1 : launchYear),
        approvalDate: launchesInWindow ? months[Math.max(0, launchIndex - 3)] : `${launchYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        vbpRole: generic.vbpMonth === null ? null : winners.has(m) ? 'winner' : 'loser',
      });
      addSkus(random, generic, products[products.length - 1], isOriginator, skus);
    });
  }
  return { products, skus };
}

function addSkus(random: Random, generic: Generic, product: Product, isOriginator: boolean, skus: Sku[]): void {
  const form = FORMS[generic.formKey];
  const priceFactor = isOriginator ? random.uniform(0.8, 1.2) * ORIGINATOR_PREMIUM : random.lognormal(0, 0.25);
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
      price: Math.max(0.5, Math.round(generic.unitPrice * (1 + 0.6 * s) * count * priceFactor * 100) / 100),
    });
  });
}
