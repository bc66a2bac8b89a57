// Real geography: the 7 sales regions, 31 provincial units (GB/T 2260 codes, approximate 2020
// census population in millions) and their main prefecture-level cities with the commonly used
// city tiers (1 = 一线, 2 = 新一线, 3 = 二线, 4 = 三线, 5 = 四线, 6 = 五线). Tiers and populations are
// approximations used only to weight synthetic sales.

export interface Region7 {
  name: string;
  en: string;
}

export const REGION7: Region7[] = [
  { name: '华东', en: 'East China' },
  { name: '华南', en: 'South China' },
  { name: '华北', en: 'North China' },
  { name: '华中', en: 'Central China' },
  { name: '西南', en: 'Southwest' },
  { name: '西北', en: 'Northwest' },
  { name: '东北', en: 'Northeast' },
];

export interface ProvinceSeed {
  code: string;
  name: string;
  short: string;
  en: string;
  region7: string;
  population: number;
  /** Relative income level, 1 = national average. */
  income: number;
  cities: [name: string, tier: number][];
}

export const PROVINCES: ProvinceSeed[] = [
  { code: '110000', name: '北京市', short: '京', en: 'Beijing', region7: '华北', population: 21.9, income: 2.1, cities: [['北京', 1]] },
  { code: '120000', name: '天津市', short: '津', en: 'Tianjin', region7: '华北', population: 13.9, income: 1.4, cities: [['天津', 2]] },
  { code: '130000', name: '河北省', short: '冀', en: 'Hebei', region7: '华北', population: 74.6, income: 0.8, cities: [['石家庄', 3], ['唐山', 4], ['保定', 4], ['邯郸', 4], ['沧州', 4], ['衡水', 5]] },
  { code: '140000', name: '山西省', short: '晋', en: 'Shanxi', region7: '华北', population: 34.9, income: 0.75, cities: [['太原', 3], ['大同', 4], ['运城', 4], ['长治', 5]] },
  { code: '150000', name: '内蒙古自治区', short: '蒙', en: 'Inner Mongolia', region7: '华北', population: 24.0, income: 0.95, cities: [['呼和浩特', 3], ['包头', 4], ['鄂尔多斯', 4], ['赤峰', 5]] },
  { code: '210000', name: '辽宁省', short: '辽', en: 'Liaoning', region7: '东北', population: 42.6, income: 0.95, cities: [['沈阳', 2], ['大连', 3], ['鞍山', 4], ['锦州', 5]] },
  { code: '220000', name: '吉林省', short: '吉', en: 'Jilin', region7: '东北', population: 24.1, income: 0.8, cities: [['长春', 3], ['吉林', 4], ['延边', 5]] },
  { code: '230000', name: '黑龙江省', short: '黑', en: 'Heilongjiang', region7: '东北', population: 31.9, income: 0.75, cities: [['哈尔滨', 3], ['大庆', 4], ['齐齐哈尔', 5], ['牡丹江', 5]] },
  { code: '310000', name: '上海市', short: '沪', en: 'Shanghai', region7: '华东', population: 24.9, income: 2.2, cities: [['上海', 1]] },
  { code: '320000', name: '江苏省', short: '苏', en: 'Jiangsu', region7: '华东', population: 84.7, income: 1.4, cities: [['南京', 2], ['苏州', 2], ['无锡', 3], ['常州', 3], ['南通', 3], ['徐州', 3], ['扬州', 4], ['盐城', 4]] },
  { code: '330000', name: '浙江省', short: '浙', en: 'Zhejiang', region7: '华东', population: 64.6, income: 1.6, cities: [['杭州', 2], ['宁波', 2], ['温州', 3], ['绍兴', 3], ['金华', 3], ['嘉兴', 3], ['台州', 3]] },
  { code: '340000', name: '安徽省', short: '皖', en: 'Anhui', region7: '华东', population: 61.0, income: 0.85, cities: [['合肥', 2], ['芜湖', 4], ['阜阳', 4], ['蚌埠', 5]] },
  { code: '350000', name: '福建省', short: '闽', en: 'Fujian', region7: '华东', population: 41.5, income: 1.2, cities: [['福州', 3], ['厦门', 3], ['泉州', 3], ['漳州', 4]] },
  { code: '360000', name: '江西省', short: '赣', en: 'Jiangxi', region7: '华东', population: 45.2, income: 0.85, cities: [['南昌', 3], ['赣州', 4], ['九江', 4], ['上饶', 4]] },
  { code: '370000', name: '山东省', short: '鲁', en: 'Shandong', region7: '华东', population: 101.5, income: 1.0, cities: [['济南', 3], ['青岛', 2], ['烟台', 3], ['潍坊', 3], ['临沂', 3], ['济宁', 4], ['淄博', 4]] },
  { code: '410000', name: '河南省', short: '豫', en: 'Henan', region7: '华中', population: 99.4, income: 0.8, cities: [['郑州', 2], ['洛阳', 3], ['南阳', 4], ['新乡', 4], ['商丘', 4], ['周口', 5]] },
  { code: '420000', name: '湖北省', short: '鄂', en: 'Hubei', region7: '华中', population: 57.8, income: 0.95, cities: [['武汉', 2], ['宜昌', 4], ['襄阳', 4], ['荆州', 4]] },
  { code: '430000', name: '湖南省', short: '湘', en: 'Hunan', region7: '华中', population: 66.4, income: 0.9, cities: [['长沙', 2], ['株洲', 4], ['衡阳', 4], ['岳阳', 4], ['常德', 4]] },
  { code: '440000', name: '广东省', short: '粤', en: 'Guangdong', region7: '华南', population: 126.0, income: 1.4, cities: [['广州', 1], ['深圳', 1], ['东莞', 2], ['佛山', 2], ['珠海', 3], ['惠州', 3], ['中山', 3], ['汕头', 3], ['江门', 4], ['湛江', 4]] },
  { code: '450000', name: '广西壮族自治区', short: '桂', en: 'Guangxi', region7: '华南', population: 50.1, income: 0.75, cities: [['南宁', 3], ['柳州', 4], ['桂林', 4], ['玉林', 5]] },
  { code: '460000', name: '海南省', short: '琼', en: 'Hainan', region7: '华南', population: 10.1, income: 0.9, cities: [['海口', 3], ['三亚', 4]] },
  { code: '500000', name: '重庆市', short: '渝', en: 'Chongqing', region7: '西南', population: 32.1, income: 1.0, cities: [['重庆', 2]] },
  { code: '510000', name: '四川省', short: '川', en: 'Sichuan', region7: '西南', population: 83.7, income: 0.85, cities: [['成都', 2], ['绵阳', 4], ['宜宾', 4], ['南充', 4], ['泸州', 4]] },
  { code: '520000', name: '贵州省', short: '黔', en: 'Guizhou', region7: '西南', population: 38.6, income: 0.7, cities: [['贵阳', 3], ['遵义', 4], ['毕节', 5]] },
  { code: '530000', name: '云南省', short: '滇', en: 'Yunnan', region7: '西南', population: 47.2, income: 0.75, cities: [['昆明', 3], ['曲靖', 4], ['红河', 5], ['大理', 5]] },
  { code: '540000', name: '西藏自治区', short: '藏', en: 'Tibet', region7: '西南', population: 3.6, income: 0.7, cities: [['拉萨', 5]] },
  { code: '610000', name: '陕西省', short: '陕', en: 'Shaanxi', region7: '西北', population: 39.5, income: 0.85, cities: [['西安', 2], ['咸阳', 4], ['宝鸡', 4], ['榆林', 4]] },
  { code: '620000', name: '甘肃省', short: '甘', en: 'Gansu', region7: '西北', population: 25.0, income: 0.6, cities: [['兰州', 3], ['天水', 5], ['酒泉', 6]] },
  { code: '630000', name: '青海省', short: '青', en: 'Qinghai', region7: '西北', population: 5.9, income: 0.75, cities: [['西宁', 4], ['海东', 6]] },
  { code: '640000', name: '宁夏回族自治区', short: '宁', en: 'Ningxia', region7: '西北', population: 7.2, income: 0.8, cities: [['银川', 4], ['石嘴山', 6]] },
  { code: '650000', name: '新疆维吾尔自治区', short: '新', en: 'Xinjiang', region7: '西北', population: 25.9, income: 0.8, cities: [['乌鲁木齐', 3], ['昌吉', 5], ['伊犁', 5], ['喀什', 6]] },
];
