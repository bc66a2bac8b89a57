// English names of the market's fixed enumerations (ATC/SORT top levels, Rx/OTC, drug class, dosage
// forms, channels, hospital grades, platforms, regions, provinces, price bands), and the short
// province names charts use. The server names these members in Chinese; categories, groups,
// companies, generics and products it names in the request's language from the data's English names
// (server/modules/market/dimensions.ts). Shared: the market export names them as the screen does.
type Locale = 'zh-cn' | 'en';

// Chinese name → English name.
const EN: Record<string, string> = {
  // common
  其他: 'Others',
  未分类: 'Unclassified',
  非药品: 'Non-drug products',
  合计: 'Total',
  // ATC level 1
  消化道及代谢: 'Alimentary tract',
  血液和造血器官: 'Blood & blood-forming organs',
  心血管系统: 'Cardiovascular',
  皮肤病用药: 'Dermatologicals',
  泌尿生殖系统和性激素: 'Genito-urinary',
  除性激素外的全身激素制剂: 'Systemic hormones',
  全身用抗感染药: 'Systemic anti-infectives',
  抗肿瘤和免疫调节剂: 'Antineoplastics',
  '肌肉-骨骼系统': 'Musculo-skeletal',
  神经系统: 'Nervous system',
  抗寄生虫药: 'Antiparasitics',
  呼吸系统: 'Respiratory',
  感觉器官: 'Sensory organs',
  医院专用溶液: 'Hospital solutions',
  诊断用药: 'Diagnostics',
  // SORT levels 1–2
  中西成药: 'Western & Chinese medicines',
  '中药饮片/参茸': 'TCM pieces & tonics',
  保健食品: 'Health foods',
  医疗器械: 'Medical devices',
  个人护理: 'Personal care',
  感冒: 'Cold & flu',
  呼吸: 'Respiratory',
  消化: 'Digestive',
  心脑血管: 'Cardio-cerebrovascular',
  降压: 'Antihypertensives',
  降糖: 'Antidiabetics',
  降脂: 'Lipid-lowering',
  维矿: 'Vitamins & minerals',
  皮肤: 'Skin',
  妇科: 'Gynaecology',
  儿科: 'Paediatrics',
  骨骼肌肉: 'Bone & muscle',
  眼科: 'Eye',
  口腔咽喉: 'Mouth & throat',
  泌尿: 'Urology',
  抗感染: 'Anti-infectives',
  滋补: 'Tonics',
  肿瘤: 'Oncology',
  // Rx / OTC and drug class
  OTC甲: 'OTC A',
  OTC乙: 'OTC B',
  双跨: 'Rx & OTC',
  化学药: 'Chemical',
  中成药: 'Patent TCM',
  生物制品: 'Biologics',
  非药: 'Non-drug',
  // dosage-form groups and common forms
  片剂: 'Tablets',
  胶囊剂: 'Capsules',
  颗粒剂: 'Granules',
  口服液体剂: 'Oral liquids',
  注射剂: 'Injections',
  丸剂: 'Pills',
  吸入制剂: 'Inhalations',
  外用制剂: 'Topicals',
  眼用制剂: 'Ophthalmics',
  腔道制剂: 'Rectal & vaginal',
  器械: 'Devices',
  中药饮片: 'TCM pieces',
  普通片: 'Tablet',
  硬胶囊: 'Hard capsule',
  软胶囊: 'Soft capsule',
  注射液: 'Injection',
  颗粒: 'Granules',
  口服溶液: 'Oral solution',
  注射用无菌粉末: 'Powder for injection',
  水蜜丸: 'Honeyed pill',
  糖浆剂: 'Syrup',
  缓释片: 'Extended-release tablet',
  凝胶剂: 'Gel',
  吸入气雾剂: 'Inhalation aerosol',
  乳膏剂: 'Cream',
  分散片: 'Dispersible tablet',
  肠溶片: 'Enteric-coated tablet',
  软膏剂: 'Ointment',
  贴膏剂: 'Plaster',
  滴眼剂: 'Eye drops',
  吸入用混悬液: 'Inhalation suspension',
  栓剂: 'Suppository',
  滴丸: 'Dripping pill',
  饮片: 'Herbal slices',
  // channels, hospital grades, store types, platforms
  等级医院: 'Hospitals',
  零售药店: 'Retail pharmacies',
  基层医疗机构: 'Primary care',
  全渠道: 'All channels',
  三级: 'Tertiary',
  二级: 'Secondary',
  一级: 'Primary',
  未定级: 'Ungraded',
  连锁: 'Chain',
  单体: 'Independent',
  京东: 'JD.com',
  天猫: 'Tmall',
  拼多多: 'Pinduoduo',
  抖音: 'Douyin',
  // regions
  华东: 'East',
  华南: 'South',
  华北: 'North',
  华中: 'Central',
  西南: 'Southwest',
  西北: 'Northwest',
  东北: 'Northeast',
};

// Province: full name → [short Chinese name, English name].
const PROVINCES: Record<string, [string, string]> = {
  北京市: ['北京', 'Beijing'],
  天津市: ['天津', 'Tianjin'],
  河北省: ['河北', 'Hebei'],
  山西省: ['山西', 'Shanxi'],
  内蒙古自治区: ['内蒙古', 'Inner Mongolia'],
  辽宁省: ['辽宁', 'Liaoning'],
  吉林省: ['吉林', 'Jilin'],
  黑龙江省: ['黑龙江', 'Heilongjiang'],
  上海市: ['上海', 'Shanghai'],
  江苏省: ['江苏', 'Jiangsu'],
  浙江省: ['浙江', 'Zhejiang'],
  安徽省: ['安徽', 'Anhui'],
  福建省: ['福建', 'Fujian'],
  江西省: ['江西', 'Jiangxi'],
  山东省: ['山东', 'Shandong'],
  河南省: ['河南', 'Henan'],
  湖北省: ['湖北', 'Hubei'],
  湖南省: ['湖南', 'Hunan'],
  广东省: ['广东', 'Guangdong'],
  广西壮族自治区: ['广西', 'Guangxi'],
  海南省: ['海南', 'Hainan'],
  重庆市: ['重庆', 'Chongqing'],
  四川省: ['四川', 'Sichuan'],
  贵州省: ['贵州', 'Guizhou'],
  云南省: ['云南', 'Yunnan'],
  西藏自治区: ['西藏', 'Tibet'],
  陕西省: ['陕西', 'Shaanxi'],
  甘肃省: ['甘肃', 'Gansu'],
  青海省: ['青海', 'Qinghai'],
  宁夏回族自治区: ['宁夏', 'Ningxia'],
  新疆维吾尔自治区: ['新疆', 'Xinjiang'],
  香港特别行政区: ['香港', 'Hong Kong'],
  澳门特别行政区: ['澳门', 'Macao'],
  台湾省: ['台湾', 'Taiwan'],
};

// "0-10 元", "1000+ 元": price bands; "1线": city tiers.
const PRICE_BAND = /^(\d[\d+\-.]*)\s*元$/;
const CITY_TIER = /^(\d)线$/;

/**
 * A member's name as shown: English for the enumerations above when the page is in English; with
 * `short`, provinces by their short name (chart axes, where 31 names must fit).
 */
export function memberName(name: string, locale: Locale, short = false): string {
  const province = PROVINCES[name];
  if (province) return locale === 'en' ? province[1] : short ? province[0] : name;
  if (locale !== 'en') return name;
  const band = PRICE_BAND.exec(name);
  if (band) return `${band[1]} RMB`;
  const tier = CITY_TIER.exec(name);
  if (tier) return `Tier ${tier[1]}`;
  return EN[name] ?? name;
}
