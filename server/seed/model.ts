// The in-memory master data the generator builds before it writes files. Field names follow the
// warehouse columns (contracts §8) in camelCase; the fields after `// generator-only` steer the
// sales simulation and the basic-database tables and are not written to the dims.

import type { Era } from './pools/molecules';

export type Channel = 'RETAIL' | 'HOSPITAL' | 'GRASSROOTS' | 'B2C';
export const CHANNELS: Channel[] = ['HOSPITAL', 'RETAIL', 'GRASSROOTS', 'B2C'];

export const SUBCHANNELS: Record<Channel, [name: string, share: number][]> = {
  HOSPITAL: [['三级', 0.62], ['二级', 0.28], ['一级', 0.06], ['未定级', 0.04]],
  RETAIL: [['连锁', 0.64], ['单体', 0.36]],
  GRASSROOTS: [['社区', 0.45], ['乡镇', 0.55]],
  B2C: [['京东', 0.55], ['天猫', 0.45]],
};

export interface Province {
  code: string;
  name: string;
  short: string;
  en: string;
  region7: string;
  region7En: string;
  popWeight: number;
  // generator-only
  income: number;
}

export interface City {
  code: string;
  name: string;
  provinceCode: string;
  tier: number;
  // generator-only
  /** Size of the city's medicine market relative to the other cities (tier, plus noise). */
  weight: number;
}

export interface CategoryNode {
  code: string;
  level: number;
  name: string;
  nameEn: string;
  parentCode: string | null;
}

export interface Group {
  groupId: string;
  name: string;
  nameEn: string;
}

export interface CompanyVersion {
  name: string;
  nameEn: string;
  groupId: string;
  validFrom: string;
  validTo: string | null;
}

export interface Company {
  companyId: string;
  provinceCode: string;
  ownership: '国企' | '民企' | '外资' | '合资';
  listed: boolean;
  /** SCD-2 history, oldest first; the last version is current. */
  versions: CompanyVersion[];
  // generator-only
  core: string;
  isForeign: boolean;
  founded: string;
  weight: number;
  /** The company's brands, its house brand first (companies sell under several umbrella brands). */
  brandIds: string[];
  ticker: string | null;
  uscc: string;
  licenseNo: string;
  city: string;
}

export interface Brand {
  brandId: string;
  name: string;
}

export type Market = 'rx' | 'otc' | 'hospital' | 'nondrug';
export type Season = 'respiratory' | 'flu' | 'summer' | 'winter' | 'flat';

export interface Generic {
  genericId: string;
  name: string;
  nameEn: string;
  drugType: '化学药' | '中成药' | '生物制品' | '非药';
  rxOtc: 'Rx' | 'OTC甲' | 'OTC乙' | '双跨' | null;
  route: string;
  formGroup: string;
  dosageForm: string;
  atc4: string | null;
  sort3: string;
  isTcm: boolean;
  // generator-only
  molecule: string;
  /** How long the molecule has been on the market: decides its makers and price level. */
  era: Era;
  formKey: string;
  market: Market;
  season: Season;
  /** Monthly sales of the whole generic at the end of the window, before calibration, RMB. */
  size: number;
  trend: number;
  ingredientIds: string[];
  nrdlClass: '甲' | '乙' | '谈判' | '无';
  isEssential: boolean;
  /** Month index of a national VBP round, or null. */
  vbpMonth: number | null;
  /** Price per minimal unit (one tablet, one vial) in hospitals, RMB. */
  unitPrice: number;
  strengths: string[];
}

export interface Product {
  productId: string;
  genericId: string;
  companyId: string;
  brandId: string;
  tradeName: string;
  drugName: string;
  launchMonth: string;
  isOriginator: boolean;
  nrdlClass: string;
  isEssential: boolean;
  isVbp: boolean;
  gqce: '通过' | '视同通过' | '未通过' | null;
  // generator-only
  share: number;
  launchIndex: number;
  approvalNo: string;
  approvalDate: string;
  vbpRole: 'winner' | 'loser' | null;
}

export interface Sku {
  skuId: string;
  productId: string;
  spec: string;
  pack: string;
  convRatio: number;
  // generator-only
  share: number;
  /** Hospital price per pack, RMB. */
  price: number;
}

export interface Ingredient {
  ingredientId: string;
  name: string;
}

export interface MasterData {
  months: string[];
  provinces: Province[];
  cities: City[];
  atc: CategoryNode[];
  sort: CategoryNode[];
  groups: Group[];
  companies: Company[];
  brands: Brand[];
  ingredients: Ingredient[];
  generics: Generic[];
  products: Product[];
  skus: Sku[];
}
