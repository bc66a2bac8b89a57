// Generics (通用名 = molecule × dosage form) with their classification, plus herbal ingredients.
// Chemical and biological generics come from real molecule names; TCM generics from classical
// formula names and, when more are needed, herb + effect compounds (黄芪益气颗粒); non-drug items
// from the retail SORT categories. Each generic knows its molecule's era (pools/molecules.ts), which
// sets its price level, trend and (in products.ts) its makers. Size is a skewed lognormal: a long
// tail of small generics, and leaders of a few 十亿 (see buildGenerics).
import { FORMS, genericNameOf, type FormSeed } from '../pools/forms';
import { THERAPIES, TCM_ATC3_BY_SORT2 } from '../pools/atc';
import { SORT_TREE, SORT3_BY_ATC3 } from '../pools/sort';
import { HERBS, TCM_FORMULAS } from '../pools/tcm';
import { ANCHORS, eraOf, ORIGINATOR_PREMIUM, SIZE_HINTS, type Era } from '../pools/molecules';
import { sortCodeByName } from './categories';
import type { CategoryNode, Generic, Ingredient, Market, Season } from '../model';
import type { Random } from '../random';

const BIOLOGIC_L3 = new Set(['A10C', 'J07A', 'L01G']);
const isBiologic = (atc3: string, molecule: string) => BIOLOGIC_L3.has(atc3) || molecule.endsWith('单抗') || molecule.startsWith('人血') || molecule.includes('免疫球蛋白');

/** Effects that compound TCM names are made of, by SORT 中类. */
const TCM_EFFECTS: Record<string, string[]> = {
  感冒: ['清热', '解表', '疏风', '退热'],
  呼吸: ['止咳', '化痰', '润肺', '平喘'],
  口腔咽喉: ['利咽', '清喉', '消肿'],
  心脑血管: ['通络', '活血', '化瘀', '益心'],
  消化: ['健脾', '和胃', '消食', '舒肝'],
  妇科: ['调经', '养血', '安坤'],
  骨骼肌肉: ['舒筋', '止痛', '壮骨', '通痹'],
  滋补: ['益气', '补肾', '养元', '固本'],
  儿科: ['健儿', '止咳', '消食'],
  泌尿: ['通淋', '利尿'],
  肿瘤: ['扶正', '消癥'],
};

/** Usual TCM strengths by dosage form (a tablet of 0.3 g, a sachet of granules of 5 g …). */
const TCM_STRENGTHS: Record<string, string[]> = {
  tablet: ['0.25g', '0.3g', '0.5g'], capsule: ['0.3g', '0.4g', '0.5g'], softgel: ['0.45g', '0.6g'], granule: ['3g', '5g', '10g'],
  oral: ['10ml'], syrup: ['100ml', '150ml'], pill: ['6g', '9g'], dripPill: ['27mg', '35mg'], injection: ['10ml', '20ml'],
  powder: ['0.6g'], plaster: ['7cm×10cm'],
};

const NON_DRUGS: [name: string, sort3: string, form: string][] = [
  ['鱼油软胶囊', '鱼油', 'softgel'], ['乳清蛋白粉', '蛋白粉', 'granule'], ['益生菌固体饮料', '益生菌', 'granule'],
  ['维生素C咀嚼片（保健食品）', '增强免疫', 'tablet'], ['褪黑素维生素B6片', '改善睡眠', 'tablet'], ['灵芝孢子粉胶囊', '增强免疫', 'capsule'],
  ['医用外科口罩', '口罩', 'device'], ['医用防护口罩', '口罩', 'device'], ['创可贴', '创可贴敷料', 'device'],
  ['电子血压计', '血压计', 'device'], ['血糖试纸', '血糖仪', 'device'], ['药物牙膏', '药物牙膏', 'device'],
  ['医用修复敷料', '医学护肤', 'device'], ['驱蚊花露水', '防晒驱蚊', 'device'], ['西洋参切片', '人参西洋参', 'slices'],
  ['枸杞子饮片', '补益类饮片', 'slices'], ['金银花饮片', '清热类饮片', 'slices'], ['即食燕窝', '燕窝虫草', 'oral'],
  ['辅酶Q10软胶囊', '增强免疫', 'softgel'], ['蛋白质粉（大豆乳清）', '蛋白粉', 'granule'], ['钙维生素D软胶囊（保健食品）', '增强免疫', 'softgel'],
  ['B族维生素片（保健食品）', '增强免疫', 'tablet'], ['酸枣仁百合固体饮料', '改善睡眠', 'granule'], ['深海鱼油磷脂软胶囊', '鱼油', 'softgel'],
  ['儿童益生菌滴剂', '益生菌', 'oral'], ['一次性使用医用口罩', '口罩', 'device'], ['医用退热贴', '创可贴敷料', 'device'],
  ['医用棉签', '创可贴敷料', 'device'], ['碘伏消毒液', '创可贴敷料', 'device'], ['电子体温计', '血压计', 'device'],
  ['血糖仪', '血糖仪', 'device'], ['医用雾化器', '血压计', 'device'], ['抗敏牙膏', '药物牙膏', 'device'],
  ['医用冷敷贴', '医学护肤', 'device'], ['防晒乳', '防晒驱蚊', 'device'], ['人参切片', '人参西洋参', 'slices'],
  ['冬虫夏草', '燕窝虫草', 'slices'], ['三七粉', '补益类饮片', 'slices'], ['菊花饮片', '清热类饮片', 'slices'], ['黄芪饮片', '补益类饮片', 'slices'],
];

/** Influenza antivirals sell in the flu season (December to February) and little in summer. */
const FLU_MOLECULES = new Set(['奥司他韦', '玛巴洛沙韦', '帕拉米韦']);

const SEASON_BY_SORT2 = new Map<string, Season>(SORT_TREE.flatMap((l1) => l1.children.map((c) => [c.name, c.season] as const)));

export interface GenericWorld {
  generics: Generic[];
  ingredients: Ingredient[];
}

interface Candidate {
  name: string;
  /** The molecule (chemical), formula (TCM) or item (non-drug) the generic is a dosage form of. */
  molecule: string;
  era: Era;
  /** Relative size of the generic before the lognormal draw: classical formulas outsell invented ones. */
  weight: number;
  nameEn: string;
  drugType: Generic['drugType'];
  market: Market;
  form: FormSeed;
  atc3: string | null;
  sort2: string;
  sort3: string;
  herbs: string[];
  otc: boolean;
}

// The spec's own search example (amxl → 阿莫西林) must find something at every scale, small included.
const ALWAYS_PRESENT = ['阿莫西林胶囊'];

/** Swaps missing always-present generics into the sample's last places: no extra random draws, so
 * the rest of the data set (and its known answers) stays as the seed made it. */
function withAlwaysPresent(sample: Candidate[]): Candidate[] {
  const missing = ALWAYS_PRESENT.filter((name) => !sample.some((c) => c.name === name));
  const all = chemicalCandidates();
  const out = [...sample];
  missing.forEach((name, i) => (out[out.length - 1 - i] = all.find((c) => c.name === name)!));
  return out;
}

function chemicalCandidates(): Candidate[] {
  return THERAPIES.flatMap((t) =>
    t.molecules.flatMap(([zh, en, forms]) =>
      (forms ?? t.forms).map((formKey) => ({
        name: genericNameOf(zh, FORMS[formKey]),
        molecule: zh,
        era: eraOf(zh),
        weight: ERA_WEIGHT[eraOf(zh)],
        nameEn: `${en} ${FORMS[formKey].groupEn.toLowerCase()}`,
        drugType: isBiologic(t.l3[0], zh) ? ('生物制品' as const) : ('化学药' as const),
        market: FORMS[formKey].route === '注射' ? ('hospital' as const) : t.market,
        form: FORMS[formKey],
        atc3: t.l3[0],
        sort2: t.sort2,
        sort3: SORT3_BY_ATC3[t.l3[0]],
        herbs: [],
        otc: t.market === 'otc' && FORMS[formKey].route !== '注射',
      })),
    ),
  );
}

function tcmCandidates(random: Random, wanted: number): Candidate[] {
  const sort3Of = (sort2: string) => SORT_TREE[0].children.find((c) => c.name === sort2)!.leaves[0][0];
  const fromFormulas: Candidate[] = TCM_FORMULAS.flatMap((f) =>
    f.forms.map((formKey) => ({
      name: genericNameOf(f.name, FORMS[formKey]),
      molecule: f.name,
      era: 'old' as const,
      weight: 1.6,
      nameEn: `${f.en} ${FORMS[formKey].groupEn.toLowerCase()}`,
      drugType: '中成药' as const,
      market: FORMS[formKey].route === '注射' ? ('hospital' as const) : f.otc ? ('otc' as const) : ('rx' as const),
      form: FORMS[formKey],
      atc3: TCM_ATC3_BY_SORT2[f.sort2][1][0],
      sort2: f.sort2,
      sort3: sort3Of(f.sort2),
      herbs: f.herbs,
      otc: f.otc,
    })),
  );
  const names = new Set(fromFormulas.map((c) => c.name));
  const compounds: Candidate[] = [];
  const sort2s = Object.keys(TCM_EFFECTS);
  const oralForms = ['granule', 'capsule', 'tablet', 'pill', 'oral'];
  for (let guard = 0; fromFormulas.length + compounds.length < wanted && guard < wanted * 20; guard++) {
    const sort2 = random.pick(sort2s);
    const herbs = random.sample(HERBS, random.int(3, 6));
    const formKey = random.pick(oralForms);
    const name = genericNameOf(`${herbs[0]}${random.pick(TCM_EFFECTS[sort2])}`, FORMS[formKey]);
    if (names.has(name)) continue;
    names.add(name);
    const otc = random.bool(0.4);
    // Invented compounds stand for the long tail of proprietary (独家) TCM: one or a few makers, small sales.
    compounds.push({
      name,
      molecule: name,
      era: 'new',
      weight: 0.3,
      nameEn: `${name} (TCM ${FORMS[formKey].groupEn.toLowerCase()})`,
      drugType: '中成药',
      market: otc ? 'otc' : 'rx',
      form: FORMS[formKey],
      atc3: TCM_ATC3_BY_SORT2[sort2][1][0],
      sort2,
      sort3: sort3Of(sort2),
      herbs,
      otc,
    });
  }
  return [...fromFormulas, ...compounds];
}

function nonDrugCandidates(): Candidate[] {
  const sort2Of = (sort3: string) => SORT_TREE.flatMap((l1) => l1.children).find((c) => c.leaves.some(([n]) => n === sort3))!.name;
  return NON_DRUGS.map(([name, sort3, formKey]) => ({
    name,
    molecule: name,
    era: 'old' as const,
    weight: 1,
    nameEn: name,
    drugType: '非药' as const,
    market: 'nondrug' as const,
    form: FORMS[formKey],
    atc3: null,
    sort2: sort2Of(sort3),
    sort3,
    herbs: [],
    otc: true,
  }));
}

/**
 * Hospital price of one minimal unit (tablet, sachet, vial, tube) of an old generic by dosage form,
 * RMB: after a decade of tenders and VBP rounds an old tablet costs cents (阿司匹林肠溶片 30片 a few
 * 元), a vial of an old injection a few 元, a tube of cream about ten.
 */
const OLD_UNIT_PRICE: Record<string, number> = {
  tablet: 0.3, sr: 0.8, ec: 0.3, dt: 0.5, capsule: 0.4, softgel: 0.8, granule: 1.2, oral: 1.5, syrup: 15, injection: 4, powder: 8,
  ointment: 12, cream: 12, gel: 18, plaster: 3, eye: 15, inhaler: 60, nebule: 5, suppository: 2, dripPill: 0.15, pill: 2.5, device: 2, slices: 15,
};

/** How much dearer a dose is by era: off-patent brands a few times, innovative drugs after NRDL cuts tens of times. */
const ERA_PRICE: Record<Era, number> = { old: 1, mid: 4, new: 25 };

/** Biologics are priced per vial or pen by class (insulin pens, vaccines, antibodies). */
const BIOLOGIC_UNIT_PRICE: Record<string, number> = { A10C: 90, J07A: 180, L01G: 1500 };

/**
 * Relative sizes of generics by era: the off-patent brands of the 2000s sell most per generic, old
 * commodity generics (cents a tablet) much less, and most innovative drugs are still small (the big
 * ones have size hints).
 */
const ERA_WEIGHT: Record<Era, number> = { new: 0.6, mid: 1.3, old: 0.45 };

/**
 * Relative size of a therapy class (ATC L2) against the others: oncology leads hospital sales
 * (about a sixth of them), antibacterials have shrunk under the antibiotic stewardship rules, and
 * cough and cold remedies are many but cheap.
 */
const THERAPY_SIZE: Record<string, number> = { L01: 2.2, J01: 0.8, R05: 0.6 };

/** Yearly growth of a generic's volume by era (domain notes §6 step 4): new drugs ramp up, old generics erode. */
const ERA_TREND: Record<Era, [mean: number, sd: number]> = { new: [0.18, 0.1], mid: [0.03, 0.07], old: [-0.01, 0.06] };

function unitPriceFor(random: Random, c: Candidate): number {
  const anchor = ANCHORS[c.molecule];
  if (anchor) return (anchor.unitPrice / ORIGINATOR_PREMIUM) * random.lognormal(0, 0.1);
  if (c.drugType === '生物制品') return (BIOLOGIC_UNIT_PRICE[c.atc3 ?? ''] ?? 400) * random.lognormal(0, 0.4);
  const base = OLD_UNIT_PRICE[c.form.key] ?? 1;
  if (c.market === 'nondrug') return base * 4 * random.lognormal(0, 0.5);
  // TCM and OTC brands are priced above old Rx generics (no VBP for them; pharmacies' OTC packs
  // sell at 20–40 元, domain notes §4).
  const era = ERA_PRICE[c.era] * (c.market === 'hospital' ? 1.5 : 1);
  const kind = c.drugType === '中成药' ? 2 : c.market === 'otc' ? Math.max(2.5, era) : era;
  return base * kind * random.lognormal(0, 0.45);
}

function strengthsFor(random: Random, c: Candidate): string[] {
  const anchor = ANCHORS[c.molecule];
  if (anchor) return anchor.strengths;
  if (c.drugType === '中成药') return [random.pick(TCM_STRENGTHS[c.form.key] ?? ['0.3g', '0.5g'])];
  if (c.market === 'nondrug') return ['标准装'];
  const base = random.pick([5, 10, 20, 25, 50, 100, 125, 250, 500]);
  const unit = c.form.route === '注射' && random.bool(0.5) ? 'g' : 'mg';
  const values = random.bool(0.4) ? [base, base * 2] : [base];
  return values.map((v) => (unit === 'g' ? `${v / 1000}g` : `${v}mg`));
}

export function buildGenerics(random: Random, sort: CategoryNode[], counts: { chemical: number; tcm: number; nonDrug: number }): GenericWorld {
  const chemical = withAlwaysPresent(random.sample(chemicalCandidates(), counts.chemical));
  const tcm = random.sample(tcmCandidates(random, counts.tcm), counts.tcm);
  const nonDrug = random.sample(nonDrugCandidates(), counts.nonDrug);
  const all = [...chemical, ...tcm, ...nonDrug];

  const ingredients: Ingredient[] = HERBS.map((name, i) => ({ ingredientId: `I${String(i + 1).padStart(4, '0')}`, name }));
  const ingredientId = new Map(ingredients.map((i) => [i.name, i.ingredientId]));

  const generics = all.map((c, i): Generic => {
    const rxOtc = c.market === 'nondrug' ? null : c.otc ? random.weighted(['OTC甲', 'OTC乙', '双跨'] as const, [0.5, 0.3, 0.2]) : 'Rx';
    // Lognormal, wide below the median (σ = 1.8 for TCM: most generics sell little, a long tail) and
    // narrow above it (σ = 0.6, cut at +2σ): a data set has a tenth of the real market's generics,
    // so a wide upper tail would make its leaders ten times the real ones (a percent or two of a
    // channel). Well-known molecules take their size from a hint instead. The mix of chemical,
    // TCM, biological and non-drug sales per channel is set later (facts/mix.ts); this only ranks
    // generics within it.
    const hint = SIZE_HINTS[c.molecule];
    const z = random.normal();
    // Old chemical molecules are cheap and crowded: their upper tail is short, so none of them
    // sells like a blockbuster unless a hint says so.
    // Chemical and biological generics are fewer in a data set than TCM ones for more of the sales:
    // their lower tail is shorter, so the sales spread over many of them.
    const upper = c.era === 'old' && c.drugType === '化学药' ? 0.3 : 0.6;
    const lower = c.drugType === '化学药' || c.drugType === '生物制品' ? 1 : 1.8;
    const size = (hint ? hint * random.lognormal(0, 0.3) : Math.exp(z < 0 ? lower * z : upper * Math.min(z, 2))) * c.weight * (THERAPY_SIZE[c.atc3?.slice(0, 3) ?? ''] ?? 1);
    const listed = random.next();
    return {
      genericId: `G${String(i + 1).padStart(5, '0')}`,
      name: c.name,
      nameEn: c.nameEn,
      drugType: c.drugType,
      rxOtc,
      route: c.form.route,
      formGroup: c.form.group,
      dosageForm: c.form.detail,
      atc4: c.atc3 ? `${c.atc3}${c.herbs.length > 3 || c.form.key === 'sr' ? '2' : '1'}` : null,
      sort3: sortCodeByName(sort, 3, c.sort3),
      isTcm: c.drugType === '中成药',
      molecule: c.molecule,
      era: c.era,
      formKey: c.form.key,
      market: c.market,
      season: FLU_MOLECULES.has(c.molecule) ? 'flu' : (SEASON_BY_SORT2.get(c.sort2) ?? 'flat'),
      size,
      trend: random.normal(...ERA_TREND[c.era]),
      ingredientIds: c.herbs.map((h) => ingredientId.get(h)!).filter(Boolean),
      nrdlClass: c.market === 'nondrug' ? '无' : listed < 0.3 ? '甲' : listed < 0.72 ? '乙' : listed < 0.8 ? '谈判' : '无',
      isEssential: c.market !== 'nondrug' && random.bool(0.3),
      vbpMonth: null,
      unitPrice: unitPriceFor(random, c),
      strengths: strengthsFor(random, c),
    };
  });
  return { generics, ingredients };
}
