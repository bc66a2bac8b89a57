// Health foods (保健食品, non-drug library): registered (国食健注G…) and filed (食健备G…)
// products of the data set's companies, with claims from the official list of allowed functions.
import { dateBetween, pad, sequenceId, type BasicContext, type BasicRow } from './context';
import { TRADE_SYLLABLES } from '../pools/companies';
import type { Random } from '../random';

const FUNCTIONS: [claim: string, ingredients: string[], component: string][] = [
  ['有助于增强免疫力', ['灵芝', '西洋参', '黄芪'], '粗多糖'],
  ['有助于抗氧化', ['葡萄籽提取物', '维生素E', '番茄红素'], '原花青素'],
  ['缓解视觉疲劳', ['越橘提取物', '叶黄素', '枸杞子'], '叶黄素'],
  ['有助于改善睡眠', ['酸枣仁', '褪黑素', '茯苓'], '褪黑素'],
  ['缓解体力疲劳', ['人参', '牛磺酸', '红景天'], '总皂苷'],
  ['有助于调节肠道菌群', ['低聚果糖', '双歧杆菌', '菊粉'], '低聚果糖'],
  ['有助于维持血脂健康水平', ['鱼油', '红曲', '绞股蓝'], 'EPA+DHA'],
  ['有助于改善骨密度', ['碳酸钙', '维生素D3', '酪蛋白磷酸肽'], '钙'],
  ['补充维生素、矿物质', ['维生素C', '葡萄糖酸锌', '维生素B6'], '维生素C'],
  ['清咽润喉', ['罗汉果', '胖大海', '薄荷'], '总黄酮'],
];
const FORMS = ['胶囊', '片', '口服液', '颗粒', '软胶囊'];

export function healthProducts(ctx: BasicContext, random: Random): BasicRow[] {
  const count = { small: 20, default: 2000, large: 8000 }[ctx.scale.name];
  const domestic = ctx.data.companies;
  return Array.from({ length: count }, (_, i) => {
    const [claim, ingredients, component] = random.pick(FUNCTIONS);
    const company = random.pick(domestic);
    const registered = random.bool(0.55);
    const approvalDate = dateBetween(random, 2010, 2026);
    const brand = random.sample(TRADE_SYLLABLES, 2).join('');
    const form = random.pick(FORMS);
    return {
      id: sequenceId('HF', i + 1),
      productName: `${brand}牌${random.pick(ingredients)}${form}`,
      regNo: registered ? `国食健注G${approvalDate.slice(0, 4)}${pad(random.int(1, 9999), 4)}` : `食健备G${approvalDate.slice(0, 4)}${pad(random.int(1, 99999999), 8)}`,
      kind: registered ? '注册' : '备案',
      applicant: ctx.companyName(company.companyId),
      companyId: company.companyId,
      functions: random.bool(0.25) ? [claim, random.pick(FUNCTIONS)[0]].filter((c, k, all) => all.indexOf(c) === k) : [claim],
      ingredients: random.sample(ingredients, random.int(1, ingredients.length)),
      functionalComponent: `每100g含${component}${random.int(1, 30)}g`,
      suitableFor: random.pick(['免疫力低下者', '中老年人', '易疲劳者', '睡眠状况不佳者', '需要补充维生素C的成人']),
      unsuitableFor: random.pick(['少年儿童、孕妇、乳母', '婴幼儿', '少年儿童']),
      dosage: `每日${random.int(1, 3)}次，每次${random.int(1, 4)}${form === '口服液' ? '支' : form === '颗粒' ? '袋' : '粒'}`,
      spec: form === '口服液' ? '10ml/支' : `${random.pick([0.3, 0.4, 0.5, 1])}g/${form === '颗粒' ? '袋' : '粒'}`,
      shelfLife: `${random.pick([18, 24, 36])}个月`,
      approvalDate,
      origin: company.isForeign ? '进口' : '国产',
    };
  });
}
