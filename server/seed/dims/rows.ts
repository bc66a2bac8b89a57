// Turns the master data into rows of the warehouse dimension tables, in the column order of
// server/warehouse/tables.ts, adding the pinyin search keys (contracts §8).
import type { Cell } from '../writer';
import type { MasterData } from '../model';
import { pinyinKeys } from '../pinyin';

const withPinyin = (name: string): Cell[] => {
  const keys = pinyinKeys(name);
  return [name, keys.py, keys.initials];
};

export function dimensionRows(data: MasterData): Record<string, Cell[][]> {
  return {
    dim_region: data.provinces.map((p) => [p.code, p.name, p.en, p.region7, p.region7En, p.popWeight]),
    dim_city: data.cities.map((c) => [c.code, c.name, c.provinceCode, c.tier]),
    dim_atc: data.atc.map((n) => [n.code, n.level, ...withPinyin(n.name), n.nameEn, n.parentCode]),
    dim_sort: data.sort.map((n) => [n.code, n.level, ...withPinyin(n.name), n.nameEn, n.parentCode]),
    dim_group: data.groups.map((g) => [g.groupId, ...withPinyin(g.name), g.nameEn]),
    dim_company: data.companies.flatMap((c) =>
      c.versions.map((v) => [c.companyId, ...withPinyin(v.name), v.nameEn, v.groupId, c.provinceCode, c.ownership, c.listed, v.validFrom, v.validTo]),
    ),
    dim_generic: data.generics.map((g) => [
      g.genericId, ...withPinyin(g.name), g.nameEn, g.drugType, g.rxOtc, g.route, g.formGroup, g.dosageForm, g.atc4, g.sort3, g.isTcm,
    ]),
    dim_ingredient: data.ingredients.map((i) => [i.ingredientId, ...withPinyin(i.name)]),
    bridge_generic_ingredient: data.generics.flatMap((g) => [...new Set(g.ingredientIds)].map((id) => [g.genericId, id])),
    dim_brand: data.brands.map((b) => [b.brandId, ...withPinyin(b.name)]),
    dim_product: data.products.map((p) => [
      p.productId, p.genericId, p.companyId, p.brandId, ...withPinyin(p.tradeName), p.drugName, p.launchMonth, p.isOriginator,
      p.nrdlClass, p.isEssential, p.isVbp, p.gqce,
    ]),
    dim_sku: data.skus.map((s) => [s.skuId, s.productId, s.spec, s.pack, s.convRatio]),
  };
}
