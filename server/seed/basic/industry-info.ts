// Industry information (section INDUSTRY_INFORMATION): news items and policy notices about the data
// set's own drugs and companies, so a story links to the company's library entry and a drug's news
// and policies sit together. Headlines and document numbers follow the wording of the Chinese trade
// press and of the NHSA / NMPA / NHC notices they imitate.
import { PROVINCES } from '../pools/regions';
import type { Random } from '../random';
import { dateBetween, sequenceId, type BasicContext, type BasicRow } from './context';
import type { Generic } from '../model';

const COUNTS = {
  news: { small: 160, default: 6000, large: 20000 },
  notices: { small: 80, default: 1800, large: 5000 },
};

const SOURCES = ['医药经济报', '中国医药报', '健康界', '医药魔方', '米内网', '证券时报', '第一财经', '21世纪经济报道', '国家医保局官网', '国家药监局官网'];

/** The drug, its maker and what the story may say of both. */
interface Subject {
  generic: Generic;
  companyId: string;
  company: string;
  year: string;
  pct: number;
}

type Story = [category: string, tags: string[], headline: (s: Subject) => string, summary: (s: Subject) => string];

const STORIES: Story[] = [
  ['审评审批', ['仿制药'], (s) => `${s.company}${s.generic.name}获批上市`, (s) => `国家药监局批准${s.company}${s.generic.name}的上市许可申请，该品种国内已有多家企业获批，竞争格局进一步加剧。`],
  ['审评审批', ['一致性评价', '仿制药'], (s) => `${s.company}${s.generic.name}通过仿制药一致性评价`, (s) => `${s.company}${s.generic.name}通过质量和疗效一致性评价，将获得参与后续国家集采的资格。`],
  ['审评审批', ['创新药'], (s) => `${s.generic.name}新适应症上市申请获受理`, (s) => `${s.company}提交的${s.generic.name}新适应症上市申请获国家药监局药品审评中心受理，有望于${Number(s.year) + 1}年获批。`],
  ['集采医保', ['国家集采'], (s) => `国家集采开标：${s.generic.name}平均降价${s.pct}%`, (s) => `${s.year}年国家组织药品集中采购开标，${s.generic.name}共有多家企业拟中选，${s.company}以较低报价入围，平均降幅${s.pct}%。`],
  ['集采医保', ['医保谈判'], (s) => `${s.generic.name}通过医保谈判纳入国家医保目录`, (s) => `${s.year}年国家医保药品目录调整结果公布，${s.company}${s.generic.name}谈判成功，支付标准较原价下降${s.pct}%。`],
  ['企业动态', ['上市公司'], (s) => `${s.company}发布${s.year}年半年报：营业收入同比增长${s.pct}%`, (s) => `${s.company}上半年营业收入同比增长${s.pct}%，${s.generic.name}等核心品种销售稳健，研发投入持续增加。`],
  ['企业动态', ['仿制药'], (s) => `${s.company}${s.generic.name}生产线通过GMP符合性检查`, (s) => `${s.company}${s.generic.name}新生产线通过省级药监部门GMP符合性检查，产能将提升约${s.pct}%。`],
  ['研发进展', ['创新药'], (s) => `${s.company}${s.generic.name}III期临床试验达到主要终点`, (s) => `${s.company}宣布${s.generic.name}III期临床试验达到主要疗效终点，公司计划于${Number(s.year) + 1}年递交上市申请。`],
  ['研发进展', ['创新药', '出海'], (s) => `${s.company}${s.generic.name}获美国FDA临床试验许可`, (s) => `${s.company}自主研发的${s.generic.name}获美国FDA批准开展临床试验，国际化布局再进一步。`],
  ['投资并购', ['上市公司'], (s) => `${s.company}拟定增募资${(s.pct / 3).toFixed(1)}亿元`, (s) => `${s.company}公告拟向特定对象发行股票募集资金${(s.pct / 3).toFixed(1)}亿元，用于${s.generic.name}等产品的产业化项目。`],
  ['市场观察', ['中药'], (s) => `${s.generic.name}零售市场${s.year}年增速达${s.pct}%`, (s) => `据零售终端数据，${s.generic.name}${s.year}年销售额同比增长${s.pct}%，${s.company}份额居前。`],
  ['市场观察', ['国家集采'], (s) => `集采后${s.generic.name}医院市场格局生变`, (s) => `${s.generic.name}纳入国家集采后，中选企业${s.company}的医院端份额快速提升，未中选原研药价格降幅约${s.pct}%。`],
];

const GUIDELINES = [
  '化学药品仿制药质量和疗效一致性评价技术指导原则',
  '化学药品注射剂仿制药质量和疗效一致性评价技术要求',
  '药品附条件批准上市技术指导原则',
  '中药注册分类及申报资料要求',
  '生物类似药相似性评价和适应症外推技术指导原则',
  '药物临床试验期间安全性数据快速报告标准和程序',
  '儿童用药（化学药品）药学开发指导原则',
  '已上市化学药品药学变更研究技术指导原则',
];

type Notice = [category: string, national: boolean, title: (s: Subject, province: string) => string, summary: (s: Subject) => string, names: 'drug' | 'both' | 'none'];

const NOTICES: Notice[] = [
  ['医保支付', true, (s) => `关于印发《国家基本医疗保险、工伤保险和生育保险药品目录（${s.year}年）》的通知`, (s) => `新版目录自${Number(s.year) + 1}年1月1日起执行，新增谈判药品按协议期内支付标准支付。`, 'none'],
  ['医保支付', false, (s, p) => `关于将${s.generic.name}等药品纳入${p}基本医疗保险支付范围的通知`, (s) => `${s.generic.name}等药品自发文之日起纳入医保支付范围，按乙类药品管理，个人先行自付比例按规定执行。`, 'drug'],
  ['集中采购', true, (s) => `关于公布全国药品集中采购（${s.generic.name}等品种）中选结果的通知`, (s) => `${s.generic.name}等品种产生拟中选企业，${s.company}等企业中选，中选价格平均降幅${s.pct}%。`, 'both'],
  ['集中采购', false, (s, p) => `关于开展${p}${s.generic.name}等药品集采协议期满接续采购工作的通知`, (s) => `${s.generic.name}等品种协议期满，按"稳价、保量"原则开展接续采购，约定采购量不低于上一协议期的${Math.min(90, s.pct + 20)}%。`, 'drug'],
  ['审评审批', true, (s) => `关于${s.company}${s.generic.name}上市许可申请的批准公告`, (s) => `经审查，${s.company}申报的${s.generic.name}符合药品注册的有关要求，批准上市。`, 'both'],
  ['审评审批', true, (s) => `关于发布《${GUIDELINES[Math.floor(s.pct) % GUIDELINES.length]}》的通告`, () => '明确相关药学研究、非临床与临床研究的技术要求，自发布之日起施行。', 'none'],
  ['价格管理', false, (s, p) => `${p}关于${s.generic.name}挂网价格异常情况的处置通知`, (s) => `${s.company}${s.generic.name}挂网价格高于全国省级最低价${s.pct}%，要求企业限期调整价格。`, 'both'],
  ['合理用药', true, (s) => `关于印发第二批国家重点监控合理用药药品目录（${s.year}年版）的通知`, (s) => `${s.generic.name}等药品纳入重点监控目录，医疗机构应加强处方审核和用药监测。`, 'drug'],
  ['监管执法', false, (s, p) => `${p}关于${s.company}违法违规生产销售药品案件的通报`, (s) => `${s.company}在${s.generic.name}生产中存在数据不可靠等问题，依法没收违法所得并处罚款，责令暂停生产。`, 'both'],
];

const NATIONAL_ISSUERS: Record<string, [issuer: string, docPrefix: string]> = {
  医保支付: ['国家医疗保障局', '医保发'],
  集中采购: ['国家组织药品联合采购办公室', '国采办'],
  审评审批: ['国家药品监督管理局', '国药监药注'],
  价格管理: ['国家医疗保障局', '医保价采'],
  合理用药: ['国家卫生健康委员会', '国卫医政发'],
  监管执法: ['国家药品监督管理局', '国药监药管'],
};
const PROVINCIAL_ISSUERS: Record<string, [suffix: string, docPart: string]> = {
  医保支付: ['医疗保障局', '医保发'],
  集中采购: ['医疗保障局', '医保采'],
  价格管理: ['医疗保障局', '医保价'],
  监管执法: ['药品监督管理局', '药监罚'],
};

function subject(ctx: BasicContext, random: Random, date: string, drugs: readonly Generic[]): Subject {
  // Drugs that have a maker in the data set only, so every story names a real company of it.
  for (;;) {
    const generic = random.pick(drugs);
    const products = ctx.productsOf(generic.genericId);
    if (products.length === 0) continue;
    const companyId = random.pick(products).companyId;
    return { generic, companyId, company: ctx.companyName(companyId), year: date.slice(0, 4), pct: Math.round(random.uniform(8, 78) * 10) / 10 };
  }
}

export function industryNews(ctx: BasicContext, random: Random): BasicRow[] {
  const count = COUNTS.news[ctx.scale.name];
  // Trials and new indications are told of the drugs still under price negotiation (the recent,
  // innovative ones) and of biologics; approvals, tenders and results of any drug.
  const recent = ctx.drugs.filter((g) => g.nrdlClass === '谈判' || g.drugType === '生物制品');
  return Array.from({ length: count }, (_, i) => {
    const publishDate = dateBetween(random, 2019, 2026);
    const [category, tags, headline, summary] = random.pick(STORIES);
    const s = subject(ctx, random, publishDate, tags.includes('创新药') && recent.length > 0 ? recent : ctx.drugs);
    const drugTag = s.generic.drugType === '中成药' ? '中药' : s.generic.drugType === '生物制品' ? '生物药' : null;
    return {
      id: sequenceId('NEWS', i + 1),
      title: headline(s),
      publishDate,
      category,
      genericName: s.generic.name,
      genericId: s.generic.genericId,
      companyName: s.company,
      companyId: s.companyId,
      source: random.pick(SOURCES),
      tags: [...new Set([...tags, ...(drugTag ? [drugTag] : [])])],
      summary: summary(s),
    };
  });
}

export function policyNotices(ctx: BasicContext, random: Random): BasicRow[] {
  const count = COUNTS.notices[ctx.scale.name];
  const provinces = PROVINCES.filter((p) => ctx.provinceNames.includes(p.name));
  return Array.from({ length: count }, (_, i) => {
    const publishDate = dateBetween(random, 2018, 2026);
    const s = subject(ctx, random, publishDate, ctx.drugs);
    const [category, nationalOnly, title, summary, names] = random.pick(NOTICES);
    const national = nationalOnly || !PROVINCIAL_ISSUERS[category];
    const province = random.pick(provinces);
    const [issuer, docPrefix] = national
      ? NATIONAL_ISSUERS[category]
      : [`${province.name}${PROVINCIAL_ISSUERS[category][0]}`, `${province.short}${PROVINCIAL_ISSUERS[category][1]}`];
    const effective = new Date(Date.parse(publishDate) + random.int(0, 60) * 86_400_000).toISOString().slice(0, 10);
    // Recent drafts are still out for comment; some of the oldest documents have been replaced.
    const status = publishDate >= '2026-06-01' && random.bool(0.3) ? '征求意见' : publishDate < '2021-01-01' && random.bool(0.3) ? '已废止' : '现行有效';
    const drug = names === 'drug' || names === 'both';
    const company = names === 'both';
    return {
      id: sequenceId('POL', i + 1),
      title: title(s, national ? '' : province.name),
      docNo: `${docPrefix}〔${s.year}〕${random.int(1, 120)}号`,
      issuer,
      level: national ? '国家' : '省级',
      province: national ? null : province.name,
      category,
      publishDate,
      effectiveDate: status === '征求意见' ? null : effective,
      status,
      genericName: drug ? s.generic.name : null,
      genericId: drug ? s.generic.genericId : null,
      companyName: company ? s.company : null,
      companyId: company ? s.companyId : null,
      summary: summary(s),
    };
  });
}
