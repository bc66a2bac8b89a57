// Drug database tables: the drug library (one row per approval), labels, the NRDL and negotiated
// catalogues, essential and low-price drugs, protected TCM varieties and antibiotic grading.
import { addYears, dateBetween, formOf, indicationOf, pad, sequenceId, type BasicContext, type BasicRow } from './context';
import type { Generic } from '../model';
import type { Random } from '../random';

const DISTRICTS = ['高新区', '经济技术开发区', '工业园区', '医药城', '生物医药产业园'];

export function drugLibrary(ctx: BasicContext, random: Random): BasicRow[] {
  const domestic = ctx.data.companies.filter((c) => !c.isForeign);
  return ctx.approvals.map((a) => {
    const { generic, product, company } = a;
    // About one approval in seven is made by a contract manufacturer (MAH system).
    const contract = random.bool(0.15) ? random.pick(domestic) : company;
    const approvalDate = product.approvalDate;
    const renewed = addYears(approvalDate, 5 * Math.ceil((2027 - Number(approvalDate.slice(0, 4))) / 5));
    const status = random.weighted(['有效', '注销', '过期'], [0.93, 0.04, 0.03]);
    return {
      id: a.id,
      approvalNo: a.approvalNo,
      drugName: generic.name,
      genericName: generic.name,
      genericId: generic.genericId,
      tradeName: product.tradeName,
      enName: generic.nameEn,
      drugType: generic.drugType,
      dosageForm: generic.dosageForm,
      spec: a.spec,
      packSpec: a.skus.map((s) => s.pack).join('；'),
      route: generic.route,
      mahName: ctx.companyName(company.companyId),
      companyId: company.companyId,
      mahProvince: ctx.provinceName(company.provinceCode),
      manufacturerName: ctx.companyName(contract.companyId),
      manufacturerId: contract.companyId,
      manufacturerAddress: `${ctx.provinceName(contract.provinceCode)}${contract.city}市${random.pick(DISTRICTS)}${random.pick(['健康路', '药谷大道', '科技路', '创新大道', '滨江路'])}${random.int(1, 999)}号`,
      approvalDate,
      validUntil: status === '过期' ? addYears(approvalDate, 5) : renewed,
      status,
      origin: company.isForeign ? '进口' : '国产',
      standardCode: `86${pad(random.int(900000, 999999), 6)}${pad(random.int(0, 999999), 6)}`,
      atc1: generic.atc4 ? generic.atc4[0] : null,
      atcCode: generic.atc4,
      rxOtc: generic.rxOtc === '双跨' ? 'OTC乙' : generic.rxOtc,
      nrdlClass: product.nrdlClass,
      isEssential: product.isEssential,
      vbpWinner: product.isVbp,
      gqceStatus: product.gqce,
      isOriginator: product.isOriginator,
      tcmIngredient: generic.isTcm ? ingredientNames(ctx, generic).join('、') : null,
    };
  });
}

function ingredientNames(ctx: BasicContext, generic: Generic): string[] {
  return generic.ingredientIds.map((id) => ctx.data.ingredients.find((i) => i.ingredientId === id)!.name);
}

export function drugInstructions(ctx: BasicContext, random: Random): BasicRow[] {
  return ctx.approvals.map((a, i) => {
    const { generic, product, company } = a;
    const tcm = generic.isTcm;
    const form = formOf(generic);
    const approvedDate = product.approvalDate;
    return {
      id: sequenceId('L', i + 1),
      drugName: `${generic.name}（${product.tradeName}）`,
      genericName: generic.name,
      genericId: generic.genericId,
      tradeName: product.tradeName,
      drugType: generic.drugType,
      spec: a.spec,
      approvalNo: a.approvalNo,
      drugId: a.id,
      mahName: ctx.companyName(company.companyId),
      companyId: company.companyId,
      manufacturerName: ctx.companyName(company.companyId),
      manufacturerId: company.companyId,
      approvedDate,
      revisedDate: dateBetween(random, Math.max(Number(approvedDate.slice(0, 4)), 2018), 2026),
      labelVersion: `V${random.int(1, 6)}.${random.int(0, 9)}`,
      ingredients: tcm ? `${ingredientNames(ctx, generic).join('、')}。辅料为蔗糖、糊精。` : `本品主要成份为${generic.name.replace(/(片|胶囊|注射液|颗粒|口服液)$/, '')}。`,
      appearance: `本品为${random.pick(['白色', '类白色', '淡黄色', '棕色', '无色澄明'])}${form.detail}。`,
      indications: `${tcm ? '功能主治：' : ''}${indicationOf(ctx, generic)}。`,
      dosage: form.route === '注射' ? `静脉滴注，一次${a.spec}，一日${random.int(1, 2)}次，或遵医嘱。` : `${form.route}，一次${random.int(1, 3)}${form.unitWord}，一日${random.int(1, 3)}次，或遵医嘱。`,
      adverseReactions: random.pick(['偶见恶心、腹泻、皮疹等，停药后可自行消失。', '可见头痛、头晕、胃肠道不适。', '尚不明确。']),
      contraindications: random.pick(['对本品任何成份过敏者禁用。', '孕妇禁用；对本品过敏者禁用。', '严重肝肾功能不全者禁用。']),
      precautions: '用药期间应定期监测相关指标；如出现不良反应请及时就医。',
      pregnancyLactation: random.pick(['孕妇及哺乳期妇女慎用。', '孕妇禁用，哺乳期妇女用药期间应暂停哺乳。']),
      pediatricUse: random.pick(['儿童用药的安全性和有效性尚未确立。', '儿童必须在成人监护下使用。']),
      geriatricUse: '老年患者应根据肝肾功能调整剂量。',
      interactions: '如与其他药物同时使用可能会发生药物相互作用，详情请咨询医师或药师。',
      overdose: '过量时应立即停药并给予对症支持治疗。',
      clinicalTrials: tcm ? '尚无本品的临床试验资料。' : `国内多中心随机对照试验共入组${random.int(120, 900)}例，结果显示本品疗效与对照药相当。`,
      pharmacologyToxicology: tcm ? '药效学试验显示本品具有抗炎、解热作用。' : '本品通过选择性作用于相关靶点发挥药理作用；遗传毒性试验结果为阴性。',
      pharmacokinetics: tcm ? '未进行该项实验且无可靠参考文献。' : `口服后${random.int(1, 4)}小时达血药峰浓度，半衰期约${random.int(2, 30)}小时。`,
      storage: random.pick(['密封，在阴凉处（不超过20℃）保存。', '遮光，密封保存。', '2～8℃避光保存。']),
      packaging: a.skus.map((s) => s.pack).join('；'),
      shelfLife: `${random.pick([18, 24, 36])}个月`,
      standard: random.pick(['《中国药典》2020年版二部', '国家药品监督管理局标准', '《中国药典》2020年版一部']),
    };
  });
}

const NRDL_VERSIONS = [2017, 2019, 2020, 2021, 2022, 2023, 2024];

export function medicalInsurance(ctx: BasicContext, random: Random): BasicRow[] {
  const rows: BasicRow[] = [];
  ctx.drugs.filter((g) => g.nrdlClass !== '无').forEach((generic, n) => {
    const western = !generic.isTcm;
    const added = generic.nrdlClass === '谈判' ? random.pick(NRDL_VERSIONS.slice(2)) : random.pick(NRDL_VERSIONS.slice(0, 3));
    const restriction = generic.nrdlClass === '谈判' || random.bool(0.2) ? random.pick(['限二级及以上医疗机构使用', '限有明确诊断的患者', '限门诊慢特病使用', '限儿童患者']) : null;
    const atc1 = generic.atc4 ? generic.atc4[0] : null;
    const catPath = western && generic.atc4 ? [generic.atc4.slice(0, 1), generic.atc4.slice(0, 3), generic.atc4.slice(0, 4)].map((c) => ctx.atcName(c)).join(' / ') : `内科用药 / ${ctx.sort2Of(generic)}`;
    for (const version of NRDL_VERSIONS.filter((v) => v >= added)) {
      rows.push({
        id: sequenceId('M', rows.length + 1),
        genericName: generic.name,
        genericId: generic.genericId,
        version: String(version),
        seqNo: `${western ? 'X' : 'Z'}${pad(n + 1, 4)}`,
        drugCategory: western ? '西药' : '中成药',
        atc1,
        catPath,
        dosageForm: generic.formGroup,
        class: generic.nrdlClass === '甲' ? '甲' : '乙',
        negotiated: generic.nrdlClass === '谈判',
        restriction,
        hasRestriction: restriction !== null,
        addedYear: added,
        removedYear: null,
      });
    }
  });
  return rows;
}

export function negotiatedDrugs(ctx: BasicContext, random: Random): BasicRow[] {
  const rows: BasicRow[] = [];
  for (const generic of ctx.drugs.filter((g) => g.nrdlClass === '谈判')) {
    for (const product of ctx.productsOf(generic.genericId).slice(0, 2)) {
      const year = random.int(2019, 2024);
      const start = `${year + 1}-01-01`;
      rows.push({
        id: sequenceId('N', rows.length + 1),
        genericName: generic.name,
        genericId: generic.genericId,
        dosageForm: generic.dosageForm,
        spec: ctx.skusOf(product.productId)[0]?.spec ?? null,
        companyName: ctx.companyName(product.companyId),
        companyId: product.companyId,
        paymentStd: Math.round(generic.unitPrice * random.uniform(0.4, 0.8) * 100) / 100,
        negoYear: year,
        type: random.weighted(['新增谈判', '续约', '简易续约', '竞价'], [0.5, 0.2, 0.25, 0.05]),
        priceCutPct: Math.round(random.uniform(30, 75) * 10) / 10,
        agreementStart: start,
        agreementEnd: `${year + 2}-12-31`,
        atc1: generic.atc4 ? generic.atc4[0] : null,
        indication: indicationOf(ctx, generic),
        restriction: random.pick(['限说明书适应症', '限二线及以上治疗', '限经基因检测确认的患者', '限医保协议期内使用']),
      });
    }
  }
  return rows;
}

export function essentialDrugs(ctx: BasicContext, random: Random): BasicRow[] {
  return ctx.drugs
    .filter((g) => g.isEssential)
    .map((generic, i) => ({
      id: sequenceId('E', i + 1),
      genericName: generic.name,
      genericId: generic.genericId,
      seqNo: i + 1,
      dosageForm: generic.formGroup,
      spec: generic.strengths.join('、'),
      part: generic.isTcm ? '中成药' : '化学药品和生物制品',
      category: generic.isTcm ? ctx.sort2Of(generic) : ctx.atcName(generic.atc4!.slice(0, 3)),
      catPath: generic.isTcm ? `中成药 / 内科用药 / ${ctx.sort2Of(generic)}` : `化学药品和生物制品 / ${ctx.atcName(generic.atc4!.slice(0, 3))}`,
      remark: random.bool(0.1) ? '★' : null,
      version: '2018',
    }));
}

export function lowPriceDrugs(ctx: BasicContext, random: Random): BasicRow[] {
  return ctx.drugs
    .filter((g) => g.unitPrice < 3 && g.drugType !== '生物制品')
    .map((generic, i) => {
      const national = random.bool(0.6);
      return {
        id: sequenceId('LP', i + 1),
        genericName: generic.name,
        genericId: generic.genericId,
        seqNo: i + 1,
        dosageForm: generic.formGroup,
        type: generic.isTcm ? '中成药' : '化学药',
        dailyCostCap: national ? (generic.isTcm ? 5 : 3) : generic.isTcm ? random.pick([5, 6]) : random.pick([3, 4]),
        region: national ? '国家' : random.pick(ctx.provinceNames),
        publishDate: national ? '2014-05-08' : dateBetween(random, 2015, 2023),
      };
    });
}

export function protectedTcm(ctx: BasicContext, random: Random): BasicRow[] {
  const rows: BasicRow[] = [];
  for (const generic of ctx.drugs.filter((g) => g.isTcm)) {
    if (!random.bool(0.35)) continue;
    for (const product of ctx.productsOf(generic.genericId).slice(0, random.int(1, 2))) {
      const level = random.bool(0.15) ? '一级' : '二级';
      const termYears = level === '一级' ? random.pick([10, 20, 30]) : 7;
      const startDate = dateBetween(random, 2010, 2024);
      const endDate = addYears(startDate, termYears);
      rows.push({
        id: sequenceId('ZB', rows.length + 1),
        genericName: generic.name,
        genericId: generic.genericId,
        protectNo: `ZYB${level === '一级' ? 1 : 2}07${startDate.slice(0, 4)}${pad(random.int(1, 999), 3)}`,
        dosageForm: generic.dosageForm,
        level,
        termYears,
        startDate,
        endDate,
        certNo: `（${startDate.slice(0, 4)}）国药中保证字第${pad(random.int(1, 300), 3)}号`,
        companyName: ctx.companyName(product.companyId),
        companyId: product.companyId,
        noticeNo: `国家药监局公告${startDate.slice(0, 4)}年第${random.int(1, 120)}号`,
        kind: rows.length % 3 === 0 ? '初次保护' : random.pick(['初次保护', '延长保护', '同品种保护']),
        status: random.bool(0.03) ? '终止' : endDate < ctx.asOf ? '已到期' : '保护中',
      });
    }
  }
  return rows;
}

const ABX_CLASS: Record<string, string> = { J01D: '头孢菌素类', J01C: '青霉素类', J01F: '大环内酯类', J01G: '喹诺酮类', J01H: '碳青霉烯类' };
const GENERATION: Record<string, string> = {
  头孢呋辛酯: '第二代', 头孢克洛: '第二代', 头孢曲松钠: '第三代', 头孢克肟: '第三代', 头孢他啶: '第三代', 头孢地尼: '第三代', 头孢唑肟钠: '第三代', 头孢哌酮钠舒巴坦钠: '第三代',
};

export function antibiotics(ctx: BasicContext, random: Random): BasicRow[] {
  const rows: BasicRow[] = [];
  for (const generic of ctx.drugs.filter((g) => g.atc4 && ABX_CLASS[g.atc4.slice(0, 4)])) {
    const abxClass = ABX_CLASS[generic.atc4!.slice(0, 4)];
    const baseGrade = abxClass === '碳青霉烯类' ? '特殊使用级' : generic.route === '注射' ? '限制使用级' : '非限制使用级';
    const molecule = Object.keys(GENERATION).find((m) => generic.name.includes(m));
    for (const province of ctx.provinceNames) {
      rows.push({
        id: sequenceId('AB', rows.length + 1),
        genericName: generic.name,
        genericId: generic.genericId,
        province,
        dosageForm: generic.dosageForm,
        route: generic.route,
        // Provinces differ now and then by one grade (provincial lists are set locally).
        grade: random.bool(0.1) && baseGrade !== '特殊使用级' ? '限制使用级' : baseGrade,
        abxClass,
        generation: molecule ? GENERATION[molecule] : null,
        versionYear: random.pick([2019, 2021, 2022, 2023]),
      });
    }
  }
  return rows;
}
