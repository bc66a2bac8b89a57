// What the basic-database row generators share: lookups into the master data (so every
// genericId / companyId / drugId they write resolves), the drug approvals (one per product × spec,
// the ids the drug library and its links use) and small helpers for dates and ids.
import { FORMS } from '../pools/forms';
import { THERAPIES } from '../pools/atc';
import { PROVINCES } from '../pools/regions';
import { SORT_TREE } from '../pools/sort';
import type { Company, Generic, MasterData, Product, Sku } from '../model';
import type { Random } from '../random';
import { DATA_AS_OF, type Scale } from '../scales';
import type { Cell } from '../writer';

export type BasicRow = Record<string, Cell>;

export interface Approval {
  id: string;
  approvalNo: string;
  product: Product;
  generic: Generic;
  company: Company;
  spec: string;
  skus: Sku[];
}

export interface BasicContext {
  data: MasterData;
  scale: Scale;
  asOf: string;
  generic(id: string): Generic;
  company(id: string): Company;
  companyName(id: string): string;
  groupName(id: string): string;
  provinceName(code: string): string;
  /** Province names of the data set (3 in small, 31 otherwise). */
  provinceNames: string[];
  productsOf(genericId: string): Product[];
  skusOf(productId: string): Sku[];
  approvals: Approval[];
  approvalsOf(productId: string): Approval[];
  drugs: Generic[];
  sort2Of(generic: Generic): string;
  atcName(code: string): string;
}

export function buildContext(random: Random, data: MasterData, scale: Scale): BasicContext {
  const generics = new Map(data.generics.map((g) => [g.genericId, g]));
  const companies = new Map(data.companies.map((c) => [c.companyId, c]));
  const groups = new Map(data.groups.map((g) => [g.groupId, g.name]));
  const atc = new Map(data.atc.map((n) => [n.code, n.name]));
  const sortNodes = new Map(data.sort.map((n) => [n.code, n]));
  const byGeneric = groupBy(data.products, (p) => p.genericId);
  const byProduct = groupBy(data.skus, (s) => s.productId);
  const approvals: Approval[] = [];
  for (const product of data.products) {
    const generic = generics.get(product.genericId)!;
    if (generic.drugType === '非药') continue;
    const specs = [...new Set((byProduct.get(product.productId) ?? []).map((s) => s.spec))];
    specs.forEach((spec, i) => {
      const approvalNo = i === 0 ? product.approvalNo : product.approvalNo.replace(/\d{4}$/, String(random.int(1, 9999)).padStart(4, '0'));
      approvals.push({
        id: `D${String(approvals.length + 1).padStart(7, '0')}`,
        approvalNo,
        product,
        generic,
        company: companies.get(product.companyId)!,
        spec,
        skus: (byProduct.get(product.productId) ?? []).filter((s) => s.spec === spec),
      });
    });
  }
  const approvalsByProduct = groupBy(approvals, (a) => a.product.productId);
  return {
    data,
    scale,
    asOf: DATA_AS_OF,
    generic: (id) => generics.get(id)!,
    company: (id) => companies.get(id)!,
    companyName: (id) => currentName(companies.get(id)!),
    groupName: (id) => groups.get(id) ?? '',
    provinceName: (code) => PROVINCES.find((p) => p.code === code)?.name ?? code,
    provinceNames: data.provinces.map((p) => p.name),
    productsOf: (id) => byGeneric.get(id) ?? [],
    skusOf: (id) => byProduct.get(id) ?? [],
    approvals,
    approvalsOf: (id) => approvalsByProduct.get(id) ?? [],
    drugs: data.generics.filter((g) => g.drugType !== '非药'),
    sort2Of: (g) => sortNodes.get(sortNodes.get(g.sort3)!.parentCode!)!.name,
    atcName: (code) => atc.get(code) ?? code,
  };
}

export function currentName(company: Company): string {
  return company.versions[company.versions.length - 1].name;
}

export function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

export const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A day between two years (inclusive), never after the data-as-of month's end. */
export function dateBetween(random: Random, fromYear: number, toYear: number): string {
  const date = `${random.int(fromYear, toYear)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`;
  return date > '2026-09-30' ? `2026-${pad(random.int(1, 9), 2)}-${pad(random.int(1, 28), 2)}` : date;
}

export function addYears(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
}

export function sequenceId(prefix: string, n: number): string {
  return `${prefix}${pad(n, 7)}`;
}

/** The indication wording of a generic, by its SORT 中类 (used for labels, trials and catalogues). */
export function indicationOf(ctx: BasicContext, generic: Generic): string {
  return INDICATIONS[ctx.sort2Of(generic)] ?? '用于相关疾病的治疗';
}

export const INDICATIONS: Record<string, string> = {
  感冒: '用于普通感冒或流行性感冒引起的发热、头痛、四肢酸痛、鼻塞流涕、咽痛等症状',
  呼吸: '用于急慢性支气管炎、支气管哮喘及慢性阻塞性肺疾病引起的咳嗽、咳痰、喘息',
  口腔咽喉: '用于急慢性咽炎、扁桃体炎引起的咽喉肿痛、声音嘶哑',
  消化: '用于胃溃疡、十二指肠溃疡、反流性食管炎及功能性消化不良',
  心脑血管: '用于冠心病心绞痛、缺血性脑卒中的治疗及二级预防',
  降压: '用于原发性高血压的治疗，可单独或与其他降压药物合用',
  降糖: '用于2型糖尿病患者的血糖控制，配合饮食控制和运动',
  降脂: '用于原发性高胆固醇血症、混合型血脂异常及动脉粥样硬化性心血管疾病的预防',
  维矿: '用于预防和治疗维生素及矿物质缺乏症',
  皮肤: '用于手足癣、体股癣、湿疹及皮炎等皮肤病',
  妇科: '用于妇科炎症、月经不调及痛经',
  儿科: '用于小儿外感发热、咳嗽及消化不良',
  骨骼肌肉: '用于骨关节炎、类风湿关节炎及软组织损伤引起的疼痛',
  眼科: '用于干眼症、视疲劳及眼部炎症',
  泌尿: '用于良性前列腺增生引起的排尿障碍及泌尿系统感染',
  抗感染: '用于敏感菌所致的呼吸道、泌尿道、皮肤软组织等部位感染',
  滋补: '用于气血两虚、体倦乏力、病后体虚',
  肿瘤: '用于晚期非小细胞肺癌、结直肠癌等实体瘤的治疗',
  神经精神: '用于抑郁症、精神分裂症等精神障碍的治疗',
  血液: '用于血栓栓塞性疾病的预防及肠外营养支持',
  激素内分泌: '用于内分泌疾病及需要糖皮质激素治疗的疾病',
  免疫: '用于预防相应传染病或器官移植后的免疫抑制',
  其他西药: '用于影像学检查的对比增强',
};

export function formOf(generic: Generic) {
  return FORMS[generic.formKey];
}

export function therapyOf(generic: Generic) {
  return generic.atc4 ? THERAPIES.find((t) => t.l3[0] === generic.atc4!.slice(0, 4)) : undefined;
}

export function sort2Names(): string[] {
  return SORT_TREE[0].children.map((c) => c.name);
}
