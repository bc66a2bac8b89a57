// The pharma manufacturer library: one row per company (current name, SCD-2 former names,
// group, licence), with counts derived from the approvals, GQCE passes and VBP wins so that
// they agree with the other libraries.
import { currentName, type BasicContext, type BasicRow } from './context';
import type { Random } from '../random';

export function pharmaIndustry(ctx: BasicContext, random: Random): BasicRow[] {
  const approvals = new Map<string, number>();
  for (const a of ctx.approvals) approvals.set(a.company.companyId, (approvals.get(a.company.companyId) ?? 0) + 1);
  const sales = new Map<string, number>();
  const gqce = new Map<string, number>();
  const vbp = new Map<string, number>();
  const atc1 = new Map<string, Set<string>>();
  const kinds = new Map<string, Set<string>>();
  for (const p of ctx.data.products) {
    const g = ctx.generic(p.genericId);
    sales.set(p.companyId, (sales.get(p.companyId) ?? 0) + g.size * p.share);
    if (p.gqce === '通过' || p.gqce === '视同通过') gqce.set(p.companyId, (gqce.get(p.companyId) ?? 0) + 1);
    if (p.isVbp) vbp.set(p.companyId, (vbp.get(p.companyId) ?? 0) + 1);
    if (g.atc4) atc1.set(p.companyId, (atc1.get(p.companyId) ?? new Set()).add(g.atc4[0]));
    kinds.set(p.companyId, (kinds.get(p.companyId) ?? new Set()).add(g.drugType === '中成药' ? 'z' : g.drugType === '生物制品' ? 's' : g.drugType === '非药' ? 'y' : 'h'));
  }
  const rankOf = new Map([...sales.entries()].sort((a, b) => b[1] - a[1]).map(([id], i) => [id, i + 1]));
  return ctx.data.companies.map((company) => {
    const current = company.versions[company.versions.length - 1];
    const categories = [...(kinds.get(company.companyId) ?? new Set(['h']))].sort();
    const rank = rankOf.get(company.companyId) ?? 0;
    return {
      id: company.companyId,
      companyName: currentName(company),
      uscc: company.uscc,
      formerNames: company.versions.slice(0, -1).map((v) => v.name),
      groupName: ctx.groupName(current.groupId),
      groupId: current.groupId,
      province: ctx.provinceName(company.provinceCode),
      city: company.city,
      ownership: company.ownership,
      listed: company.listed,
      ticker: company.ticker,
      licenseNo: company.licenseNo,
      licenseClass: company.isForeign ? ['B'] : random.bool(0.8) ? ['A'] : ['A', 'C'],
      licenseCategory: categories,
      scope: `片剂、硬胶囊剂、颗粒剂${categories.includes('s') ? '、生物制品' : ''}${categories.includes('z') ? '、中药前处理及提取' : ''}${random.bool(0.4) ? '、小容量注射剂' : ''}`,
      atc1Codes: [...(atc1.get(company.companyId) ?? [])].sort(),
      foundedDate: company.founded,
      approvalCount: approvals.get(company.companyId) ?? 0,
      gqceCount: gqce.get(company.companyId) ?? 0,
      vbpWinCount: vbp.get(company.companyId) ?? 0,
      top100Rank: rank > 0 && rank <= 100 ? rank : null,
    };
  });
}
