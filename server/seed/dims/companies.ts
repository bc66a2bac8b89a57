// Groups, companies (with dated renames kept as SCD-2 versions) and house brands, all with
// invented names. Foreign originators are modelled as a China subsidiary of an invented
// multinational; domestic companies carry the province of their seat in their name.
import { COMPANY_KINDS, FOREIGN_COMPANIES, GROUP_KINDS, NAME_FIRST, NAME_SECOND, REAL_CORES, TRADE_SYLLABLES } from '../pools/companies';
import { PROVINCES } from '../pools/regions';
import type { Brand, Company, Group, Province } from '../model';
import type { Random } from '../random';
import { pinyinKeys } from '../pinyin';

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const GROUP_SUFFIX = /(医药集团|药业集团|医药控股|健康产业集团|集团)$/;

export interface CompanyWorld {
  groups: Group[];
  companies: Company[];
  brands: Brand[];
}

function placeOf(provinceName: string): string {
  return provinceName.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, '');
}

function capitalised(text: string): string {
  const py = pinyinKeys(text).py;
  return py.charAt(0).toUpperCase() + py.slice(1);
}

/** Returns a maker of distinct names; `draw` proposes candidates, `taken` starts the used set. */
function uniqueMaker(draw: () => string, taken: Iterable<string> = []): () => string {
  const used = new Set<string>(taken);
  return () => {
    for (;;) {
      const name = draw();
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
}

function uscc(random: Random, provinceCode: string): string {
  let body = `91${provinceCode.slice(0, 4)}${String(random.int(0, 99)).padStart(2, '0')}`;
  while (body.length < 17) body += USCC_CHARS[random.int(0, USCC_CHARS.length - 1)];
  return body + USCC_CHARS[random.int(0, USCC_CHARS.length - 1)];
}

function firstOfMonth(random: Random, fromYear: number, toYear: number): string {
  return `${random.int(fromYear, toYear)}-${String(random.int(1, 12)).padStart(2, '0')}-01`;
}

export function buildCompanies(random: Random, groupCount: number, companyCount: number, provinces: Province[]): CompanyWorld {
  // Two syllables while unused pairs remain likely, three afterwards (5,500 companies need more).
  const pairCapacity = NAME_FIRST.length * NAME_SECOND.length;
  let drawn = 0;
  const nextCore = uniqueMaker(() => {
    drawn++;
    let core = random.pick(NAME_FIRST) + random.pick(NAME_SECOND);
    if (drawn >= pairCapacity * 0.6) core += random.pick(NAME_SECOND);
    // A repeated syllable (康康, 润盛润) reads as a typo: '' is in the used set, so it is drawn again.
    return /(.).*\1/.test(core) ? '' : core;
  }, ['', ...REAL_CORES]);
  // House brands only: product-line brands are added per consumer need with the products (products.ts).
  const nextBrand = uniqueMaker(() => random.sample(TRADE_SYLLABLES, random.bool(0.6) ? 2 : 3).join(''));
  const foreignCount = Math.max(1, Math.min(FOREIGN_COMPANIES.length, Math.round(groupCount * 0.12)));

  const groups: Group[] = [];
  const groupCores: string[] = [];
  for (let i = 0; i < groupCount; i++) {
    const id = `GR${String(i + 1).padStart(4, '0')}`;
    if (i < foreignCount) {
      const [zh, en] = FOREIGN_COMPANIES[i];
      groups.push({ groupId: id, name: `${zh.replace(/(制药|医药)$/, '')}集团`, nameEn: `${en} Group` });
      groupCores.push(zh);
    } else {
      const core = nextCore();
      const [kind, kindEn] = random.pick(GROUP_KINDS);
      groups.push({ groupId: id, name: `${core}${kind}`, nameEn: `${capitalised(core)} ${kindEn}` });
      groupCores.push(core);
    }
  }
  // Bigger groups own more companies: a skewed draw over the domestic groups.
  const groupWeights = groups.map((_, i) => (i < foreignCount ? 0 : random.lognormal(0, 1)));
  // Seats only in provinces the data set covers, so that every province_code resolves.
  const marketCodes = new Set(provinces.map((p) => p.code));
  const seats = PROVINCES.filter((p) => marketCodes.has(p.code));
  const seatWeights = seats.map((p) => p.population * p.income);

  const brands: Brand[] = [];
  const companies: Company[] = [];
  for (let i = 0; i < companyCount; i++) {
    const companyId = `C${String(i + 1).padStart(5, '0')}`;
    const brandId = `B${String(i + 1).padStart(5, '0')}`;
    brands.push({ brandId, name: nextBrand() });
    const isForeign = i < foreignCount;
    // The first company of each group is its flagship and carries the group's name.
    const flagship = i < groupCount;
    const group = flagship ? groups[i] : random.weighted(groups, groupWeights);
    const core = flagship ? groupCores[i] : nextCore();
    const province = random.weighted(seats, seatWeights);
    // Avoid a doubled syllable where the core meets the kind (安生 + 生物制药).
    const kinds = COMPANY_KINDS.filter(([zh]) => zh[0] !== core[core.length - 1]);
    const [kind, kindEn] = random.pick(kinds);
    const name = isForeign ? `${core}（中国）有限公司` : `${placeOf(province.name)}${core}${kind}${random.bool(0.25) ? '股份' : ''}有限公司`;
    const nameEn = isForeign ? `${FOREIGN_COMPANIES[i][1]} (China) Co., Ltd.` : `${province.en} ${capitalised(core)} ${kindEn} Co., Ltd.`;
    const listed = !isForeign && random.bool(0.18);
    const founded = firstOfMonth(random, 1985, 2016);
    companies.push({
      companyId,
      provinceCode: province.code,
      ownership: isForeign ? '外资' : random.weighted(['国企', '民企', '合资'] as const, [0.25, 0.68, 0.07]),
      listed,
      versions: [{ name, nameEn, groupId: group.groupId, validFrom: founded, validTo: null }],
      core,
      isForeign,
      founded,
      weight: random.lognormal(isForeign ? 1.2 : 0, 1.1),
      brandIds: [brandId],
      ticker: listed ? (random.bool(0.5) ? `60${random.int(1000, 3999)}.SH` : `00${random.int(2000, 2999)}.SZ`) : null,
      uscc: uscc(random, province.code),
      licenseNo: `${province.short}${random.int(2015, 2025)}${String(random.int(1, 9999)).padStart(4, '0')}`,
      city: province.cities[0][0],
    });
  }
  addRenames(random, companies, groups);
  return { groups, companies, brands };
}

/**
 * About 3% of domestic companies were renamed: either on listing (有限公司 → 股份有限公司) or on
 * being acquired, when they also move to the buyer's group. A rename closes the old version on
 * the first of a month and opens the new one that day (valid_to is exclusive).
 */
function addRenames(random: Random, companies: Company[], groups: Group[]): void {
  const candidates = companies.filter((c) => !c.isForeign && !c.versions[0].name.includes('股份'));
  const count = Math.max(1, Math.round(companies.length * 0.03));
  for (const company of random.sample(candidates, count)) {
    const old = company.versions[0];
    const renamedOn = firstOfMonth(random, 2022, 2025);
    const buyer = random.bool(0.5) && groups.length > 2 ? random.pick(groups.filter((g) => g.groupId !== old.groupId)) : null;
    const buyerCore = buyer ? buyer.name.replace(GROUP_SUFFIX, '').replace(/集团$/, '') : '';
    const name = buyer ? old.name.replace(company.core, `${buyerCore}${company.core}`) : old.name.replace('有限公司', '股份有限公司');
    old.validTo = renamedOn;
    company.versions.push({
      name,
      nameEn: buyer ? old.nameEn.replace(' Co., Ltd.', ` (${buyer.nameEn}) Co., Ltd.`) : old.nameEn.replace('Co., Ltd.', 'Joint Stock Co., Ltd.'),
      groupId: buyer ? buyer.groupId : old.groupId,
      validFrom: renamedOn,
      validTo: null,
    });
    if (!buyer) company.listed = true;
  }
}
