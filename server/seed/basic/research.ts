// R&D database tables: CDE review filings, CTR registrations (whose 受理号 point at those filings),
// global trials, clinical guidelines, reference listed drugs and their filings, and the GQCE
// (consistency evaluation) passes — all keyed to the generics and companies of the data set.
import { addYears, dateBetween, indicationOf, pad, sequenceId, sort2Names, type BasicContext, type BasicRow } from './context';
import { hospitalName, personName } from './people';
import { PROVINCES } from '../pools/regions';
import type { Generic, Product } from '../model';
import type { Random } from '../random';

interface Filing {
  acceptNo: string;
  generic: Generic;
  product: Product;
  clinical: boolean;
  acceptDate: string;
}

function acceptNumber(random: Random, generic: Generic, foreign: boolean, kind: 'X' | 'Y' | 'B', clinical: boolean, date: string): string {
  const type = generic.drugType === '中成药' ? 'Z' : generic.drugType === '生物制品' ? 'S' : 'H';
  return `${foreign ? 'J' : 'C'}${kind}${type}${clinical ? 'L' : 'S'}${date.slice(2, 4)}${pad(random.int(1, 99999), 5)}`;
}

export function research(ctx: BasicContext, random: Random): Record<string, BasicRow[]> {
  const filings: Filing[] = [];
  const reviews: BasicRow[] = [];
  for (const product of ctx.data.products) {
    const generic = ctx.generic(product.genericId);
    if (generic.drugType === '非药' || !random.bool(0.45)) continue;
    const company = ctx.company(product.companyId);
    const clinical = product.isOriginator || random.bool(0.3);
    const acceptDate = dateBetween(random, 2019, 2026);
    const kind = product.isOriginator ? 'X' : product.gqce ? 'Y' : 'B';
    const acceptNo = acceptNumber(random, generic, company.isForeign, kind, clinical, acceptDate);
    filings.push({ acceptNo, generic, product, clinical, acceptDate });
    const status = random.weighted(['在审评', '在审批', '审批完毕-待制证', '已发件'], [0.25, 0.1, 0.1, 0.55]);
    reviews.push({
      id: sequenceId('R', reviews.length + 1),
      acceptNo,
      drugName: generic.name,
      genericId: generic.genericId,
      drugType: generic.drugType === '中成药' ? '中药' : generic.drugType === '生物制品' ? '生物制品' : '化药',
      appType: company.isForeign ? '进口' : product.isOriginator ? '新药' : product.gqce ? random.pick(['仿制', '一致性评价']) : random.pick(['补充', '再注册', '仿制']),
      regClass: generic.drugType === '中成药' ? `中药${random.int(1, 4)}类` : generic.drugType === '生物制品' ? `治疗用生物制品${random.int(1, 3)}类` : product.isOriginator ? '化药1类' : random.pick(['化药3类', '化药4类', '化药2.2类', '化药5.1类']),
      applicant: ctx.companyName(company.companyId),
      companyId: company.companyId,
      acceptDate,
      reviewStatus: status,
      conclusion: status === '已发件' ? random.weighted(['批准', '不批准', '申请人撤回'], [0.85, 0.07, 0.08]) : null,
      pathways: product.isOriginator && random.bool(0.4) ? random.sample(['优先审评', '突破性治疗', '附条件批准', '特别审批'], random.int(1, 2)) : [],
      queueNo: status === '在审评' ? random.int(1, 800) : null,
    });
  }

  const chinaTrials: BasicRow[] = filings
    .filter((f) => f.clinical)
    .map((f, i) => {
      const company = ctx.company(f.product.companyId);
      const provinceName = random.pick(ctx.provinceNames);
      const province = PROVINCES.find((p) => p.name === provinceName)!;
      const leadSite = hospitalName(random, province.cities[0][0]);
      // Bioequivalence trials are for chemical generics; TCM and biologics run efficacy trials.
      const be = !f.product.isOriginator && f.generic.drugType === '化学药';
      const phase = be ? 'BE' : random.weighted(['I', 'II', 'III', 'IV'], [0.3, 0.3, 0.3, 0.1]);
      const firstPublicDate = addYears(f.acceptDate, 1) > '2026-09-30' ? f.acceptDate : addYears(f.acceptDate, 1);
      const status = random.weighted(['进行中-尚未招募', '进行中-招募中', '进行中-招募完成', '已完成', '主动暂停', '主动终止'], [0.1, 0.3, 0.15, 0.38, 0.03, 0.04]);
      const targetN = be ? random.int(24, 72) : phase === 'I' ? random.int(20, 80) : random.int(100, 1200);
      const indication = indicationOf(ctx, f.generic).replace(/^用于/, '').split('，')[0];
      return {
        id: sequenceId('CT', i + 1),
        ctrNo: `CTR${firstPublicDate.slice(0, 4)}${pad(random.int(1, 4999), 4)}`,
        drugName: f.generic.name,
        genericId: f.generic.genericId,
        status,
        drugType: f.generic.drugType === '中成药' ? '中药/天然药物' : f.generic.drugType === '生物制品' ? '生物制品' : '化学药物',
        indication,
        publicTitle: be ? `${f.generic.name}在健康受试者中的生物等效性研究` : `评价${f.generic.name}治疗${indication.slice(0, 12)}的有效性和安全性研究`,
        scientificTitle: be
          ? `${f.generic.name}在中国健康受试者中空腹及餐后状态下的单中心、随机、开放、两周期交叉生物等效性试验`
          : `一项评价${f.generic.name}治疗${indication.slice(0, 12)}患者的多中心、随机、双盲、${phase}期临床研究`,
        protocolNo: `${company.core.slice(0, 1)}${pad(random.int(1, 999), 3)}-${phase}-${f.acceptDate.slice(2, 4)}`,
        acceptNo: f.acceptNo,
        sponsorName: ctx.companyName(company.companyId),
        companyId: company.companyId,
        sponsors: [ctx.companyName(company.companyId)],
        phase,
        trialCategory: be ? 'BE' : phase === 'I' ? random.pick(['安全性', 'PK']) : '有效性',
        design: be ? ['随机', '开放'] : random.sample(['随机', '盲法', '对照'], random.int(2, 3)),
        scope: company.isForeign ? '国际多中心' : '国内',
        targetN,
        actualN: status === '已完成' ? Math.round(targetN * random.uniform(0.85, 1.05)) : status === '进行中-尚未招募' ? 0 : Math.round(targetN * random.uniform(0.1, 0.9)),
        leadPI: personName(random),
        leadSite,
        leadSiteProvince: province.name,
        sites: [leadSite, ...Array.from({ length: be ? 0 : random.int(2, 8) }, () => hospitalName(random, random.pick(PROVINCES).cities[0][0]))],
        firstPublicDate,
        firstEnrolDate: status === '进行中-尚未招募' ? null : firstPublicDate.replace(/-\d\d$/, '-28'),
        completionDate: status === '已完成' ? addYears(firstPublicDate, 1) > '2026-09-30' ? '2026-09-15' : addYears(firstPublicDate, 1) : null,
      };
    });

  const foreignProducts = ctx.data.products.filter((p) => p.isOriginator);
  const globalTrials: BasicRow[] = foreignProducts.flatMap((product, i) => {
    const generic = ctx.generic(product.genericId);
    const company = ctx.company(product.companyId);
    const count = random.int(0, 2);
    return Array.from({ length: count }, (_, k) => {
      const start = dateBetween(random, 2016, 2025);
      const china = random.bool(0.45);
      return {
        id: sequenceId('GT', i * 3 + k + 1),
        nctId: `NCT0${pad(random.int(1000000, 6999999), 7)}`,
        title: `A Study of ${generic.nameEn} in Patients With ${random.pick(['Advanced Disease', 'Moderate to Severe Disease', 'Chronic Conditions', 'Healthy Volunteers'])}`,
        status: random.pick(['Not yet recruiting', 'Recruiting', 'Active, not recruiting', 'Completed', 'Terminated', 'Completed']),
        phase: random.pick(['1', '1/2', '2', '3', '3', '4']),
        studyType: random.bool(0.85) ? '干预性' : '观察性',
        conditions: [indicationOf(ctx, generic).replace(/^用于/, '').split('，')[0].slice(0, 16)],
        interventions: [`Drug: ${generic.nameEn}`],
        genericId: generic.genericId,
        sponsorName: ctx.companyName(company.companyId),
        companyId: company.companyId,
        collaborators: random.bool(0.3) ? ['National Cancer Institute (NCI)'] : [],
        enrollment: random.int(30, 3000),
        startDate: start,
        primaryCompletionDate: addYears(start, random.int(1, 4)),
        countries: china ? ['China', ...random.sample(['United States', 'Japan', 'Germany', 'Korea', 'France', 'Spain'], random.int(0, 4))] : random.sample(['United States', 'Japan', 'Germany', 'Korea', 'France', 'Spain'], random.int(1, 4)),
        hasChinaSite: china,
      };
    });
  });

  const guides: BasicRow[] = [];
  const departments: Record<string, string> = { 感冒: '呼吸病学', 呼吸: '呼吸病学', 心脑血管: '心血管病学', 降压: '心血管病学', 降糖: '内分泌学', 降脂: '心血管病学', 消化: '消化病学', 肿瘤: '肿瘤学', 抗感染: '感染病学', 神经精神: '精神医学', 儿科: '儿科学', 妇科: '妇产科学', 骨骼肌肉: '骨科学', 皮肤: '皮肤性病学', 眼科: '眼科学', 泌尿: '泌尿外科学' };
  for (const area of sort2Names().filter((s) => departments[s])) {
    const drugs = ctx.drugs.filter((g) => ctx.sort2Of(g) === area);
    for (let k = 0; k < Math.max(1, Math.round(drugs.length / 8)); k++) {
      const year = random.int(2016, 2026);
      const kind = random.pick(['指南', '专家共识', '诊疗规范', '路径']);
      guides.push({
        id: sequenceId('GL', guides.length + 1),
        title: `中国${area === '感冒' ? '普通感冒' : area}相关疾病${kind === '路径' ? '临床路径' : kind}（${year}年版）`,
        publisher: `中华医学会${departments[area]}分会`,
        kind,
        publishYear: year,
        area,
        journal: `中华${departments[area].replace('学', '')}杂志`,
        drugs: random.sample(drugs.map((g) => g.name), Math.min(drugs.length, random.int(2, 6))),
        recommendations: `推荐意见${random.int(1, 12)}：${indicationOf(ctx, drugs[0] ?? ctx.drugs[0]).replace(/^用于/, '对于')}，推荐首选规范化药物治疗（证据等级${random.pick(['A', 'B', 'C'])}，推荐强度${random.pick(['强', '弱'])}）。`,
        url: `https://guidelines.example.cn/${year}/${pad(guides.length + 1, 5)}.pdf`,
      });
    }
  }

  const references: BasicRow[] = [];
  const referenceByGeneric = new Map<string, { product: Product; holder: string }>();
  for (const generic of ctx.drugs.filter((g) => g.drugType === '化学药')) {
    const originator = ctx.productsOf(generic.genericId).find((p) => p.isOriginator);
    if (!originator) continue;
    const company = ctx.company(originator.companyId);
    const batch = random.int(1, 80);
    const holder = ctx.companyName(company.companyId);
    referenceByGeneric.set(generic.genericId, { product: originator, holder });
    references.push({
      id: sequenceId('RF', references.length + 1),
      genericName: generic.name,
      genericId: generic.genericId,
      batch,
      seq: `${batch}-${random.int(1, 120)}`,
      enName: `${generic.nameEn} / ${originator.tradeName}`,
      spec: ctx.skusOf(originator.productId)[0]?.spec ?? generic.strengths[0],
      dosageForm: generic.dosageForm,
      holder,
      companyId: company.companyId,
      note1: company.isForeign ? random.pick(['原研进口', '国内上市的原研药品', '美国橙皮书', '欧盟上市']) : random.pick(['国内上市的原研药品', '日本上市']),
      note2: random.bool(0.3) ? '需提供完整的药学研究资料' : null,
      publishDate: `${2017 + Math.floor(batch / 10)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`,
      status: random.weighted(['新增', '勘误', '撤销'], [0.88, 0.08, 0.04]),
    });
  }

  const filingsRows: BasicRow[] = [];
  const evaluations: BasicRow[] = [];
  for (const [genericId, reference] of referenceByGeneric) {
    const generic = ctx.generic(genericId);
    const makers = ctx.productsOf(genericId).filter((p) => !p.isOriginator);
    for (const product of makers) {
      if (!random.bool(0.6)) continue;
      filingsRows.push({
        id: sequenceId('RFF', filingsRows.length + 1),
        filingNo: `RLD${dateBetween(random, 2018, 2026).slice(0, 4)}${pad(random.int(1, 9999), 4)}`,
        genericName: generic.name,
        genericId,
        spec: ctx.skusOf(product.productId)[0]?.spec ?? generic.strengths[0],
        dosageForm: generic.dosageForm,
        applicant: ctx.companyName(product.companyId),
        companyId: product.companyId,
        referenceDrug: `${generic.name}（${reference.product.tradeName}）`,
        referenceHolder: reference.holder,
        applyDate: dateBetween(random, 2018, 2026),
        status: random.weighted(['已受理', '审核中', '已公示', '不予推荐'], [0.15, 0.2, 0.6, 0.05]),
      });
    }
    const passed = makers.filter((p) => p.gqce === '通过' || p.gqce === '视同通过');
    const passDates = passed.map(() => dateBetween(random, 2017, 2026)).sort();
    passed.forEach((product, k) => {
      const approval = ctx.approvalsOf(product.productId)[0];
      evaluations.push({
        id: sequenceId('GQ', evaluations.length + 1),
        genericName: generic.name,
        genericId,
        dosageForm: generic.dosageForm,
        spec: approval?.spec ?? generic.strengths[0],
        companyName: ctx.companyName(product.companyId),
        companyId: product.companyId,
        approvalNo: approval?.approvalNo ?? product.approvalNo,
        drugId: approval?.id ?? null,
        acceptNo: acceptNumber(random, generic, false, 'Y', false, passDates[k]),
        passDate: passDates[k],
        way: product.gqce === '通过' ? '补充申请通过' : '按新注册分类批准视同通过',
        isFirst: k === 0,
        passedCount: k + 1,
        referenceDrug: `${generic.name}（${reference.product.tradeName}）`,
      });
    });
  }

  return {
    lib_drug_review_library: reviews,
    lib_china_clinic_trial: chinaTrials,
    lib_global_clinic_trial: globalTrials,
    lib_clinic_guide_library: guides,
    lib_reference_formulation: references,
    lib_reference_formulation_filing: filingsRows,
    lib_consistency_evaluation_library: evaluations,
  };
}
