// Traditional Chinese medicine: herbal ingredients (药材) and the 中成药 formula names per SORT 中类.
// Formula names are classical or generic-style names that many makers share; each becomes one
// generic per dosage form. `herbs` lists the main ingredients a formula is made of.

export const HERBS: string[] = [
  '黄芪', '人参', '当归', '丹参', '三七', '川芎', '甘草', '金银花', '连翘', '板蓝根', '黄芩', '柴胡', '薄荷', '菊花',
  '桔梗', '陈皮', '半夏', '茯苓', '白术', '党参', '枸杞子', '红花', '桃仁', '赤芍', '白芍', '熟地黄', '山药', '麦冬',
  '五味子', '葛根', '黄连', '大黄', '鱼腥草', '蒲公英', '穿心莲', '广藿香', '厚朴', '苍术', '木香', '砂仁', '山楂',
  '杜仲', '牛膝', '独活', '羌活', '防风', '荆芥', '川贝母', '枇杷叶', '紫菀', '益母草', '香附', '延胡索', '冰片',
  '人工牛黄', '天麻', '钩藤', '灵芝', '西洋参', '阿胶', '淫羊藿', '银杏叶', '野菊花', '射干', '玄参',
];

export interface TcmFormula {
  name: string;
  en: string;
  sort2: string;
  herbs: string[];
  forms: string[];
  otc: boolean;
}

export const TCM_FORMULAS: TcmFormula[] = [
  { name: '感冒清热', en: 'Ganmao Qingre', sort2: '感冒', herbs: ['荆芥', '薄荷', '防风', '柴胡', '葛根', '桔梗'], forms: ['granule', 'capsule', 'tablet'], otc: true },
  { name: '板蓝根', en: 'Banlangen', sort2: '感冒', herbs: ['板蓝根'], forms: ['granule', 'tablet'], otc: true },
  { name: '连花清瘟', en: 'Lianhua Qingwen', sort2: '感冒', herbs: ['连翘', '金银花', '板蓝根', '鱼腥草', '广藿香', '大黄', '甘草'], forms: ['capsule', 'granule', 'tablet'], otc: false },
  { name: '小柴胡', en: 'Xiao Chaihu', sort2: '感冒', herbs: ['柴胡', '黄芩', '党参', '半夏', '甘草'], forms: ['granule', 'tablet'], otc: true },
  { name: '双黄连', en: 'Shuanghuanglian', sort2: '感冒', herbs: ['金银花', '黄芩', '连翘'], forms: ['oral', 'granule', 'capsule', 'powder'], otc: true },
  { name: '银翘解毒', en: 'Yinqiao Jiedu', sort2: '感冒', herbs: ['金银花', '连翘', '薄荷', '荆芥', '桔梗', '甘草'], forms: ['tablet', 'granule', 'pill'], otc: true },
  { name: '抗病毒', en: 'Kangbingdu', sort2: '感冒', herbs: ['板蓝根', '连翘', '广藿香', '甘草'], forms: ['oral', 'granule', 'capsule'], otc: true },
  { name: '风寒感冒', en: 'Fenghan Ganmao', sort2: '感冒', herbs: ['荆芥', '防风', '羌活', '陈皮'], forms: ['granule'], otc: true },
  { name: '清开灵', en: 'Qingkailing', sort2: '感冒', herbs: ['人工牛黄', '板蓝根', '金银花', '黄芩'], forms: ['capsule', 'granule', 'injection'], otc: false },
  { name: '金花清感', en: 'Jinhua Qinggan', sort2: '感冒', herbs: ['金银花', '连翘', '黄芩', '薄荷', '甘草'], forms: ['granule'], otc: false },
  { name: '急支', en: 'Jizhi', sort2: '呼吸', herbs: ['鱼腥草', '紫菀', '枇杷叶', '甘草'], forms: ['syrup', 'granule'], otc: true },
  { name: '川贝枇杷', en: 'Chuanbei Pipa', sort2: '呼吸', herbs: ['川贝母', '枇杷叶', '桔梗', '薄荷'], forms: ['syrup', 'granule', 'tablet'], otc: true },
  { name: '蛇胆川贝', en: 'Shedan Chuanbei', sort2: '呼吸', herbs: ['川贝母'], forms: ['oral', 'capsule'], otc: true },
  { name: '苏黄止咳', en: 'Suhuang Zhike', sort2: '呼吸', herbs: ['紫菀', '枇杷叶', '五味子'], forms: ['capsule'], otc: false },
  { name: '橘红痰咳', en: 'Juhong Tanke', sort2: '呼吸', herbs: ['陈皮', '半夏', '茯苓', '甘草'], forms: ['granule', 'oral'], otc: true },
  { name: '清咽', en: 'Qingyan', sort2: '口腔咽喉', herbs: ['玄参', '桔梗', '薄荷', '甘草'], forms: ['tablet', 'pill'], otc: true },
  { name: '蓝芩', en: 'Lanqin', sort2: '口腔咽喉', herbs: ['板蓝根', '黄芩', '射干'], forms: ['oral'], otc: true },
  { name: '复方草珊瑚', en: 'Fufang Caoshanhu', sort2: '口腔咽喉', herbs: ['薄荷', '冰片'], forms: ['tablet'], otc: true },
  { name: '复方丹参', en: 'Fufang Danshen', sort2: '心脑血管', herbs: ['丹参', '三七', '冰片'], forms: ['dripPill', 'tablet', 'capsule'], otc: false },
  { name: '麝香保心', en: 'Shexiang Baoxin', sort2: '心脑血管', herbs: ['人参', '冰片', '人工牛黄'], forms: ['pill'], otc: false },
  { name: '通心络', en: 'Tongxinluo', sort2: '心脑血管', herbs: ['人参', '赤芍', '冰片'], forms: ['capsule'], otc: false },
  { name: '银杏叶', en: 'Yinxingye', sort2: '心脑血管', herbs: ['银杏叶'], forms: ['tablet', 'dripPill', 'injection'], otc: false },
  { name: '丹红', en: 'Danhong', sort2: '心脑血管', herbs: ['丹参', '红花'], forms: ['injection'], otc: false },
  { name: '血塞通', en: 'Xuesaitong', sort2: '心脑血管', herbs: ['三七'], forms: ['capsule', 'tablet', 'powder'], otc: false },
  { name: '天麻钩藤', en: 'Tianma Gouteng', sort2: '心脑血管', herbs: ['天麻', '钩藤', '杜仲', '牛膝', '黄芩'], forms: ['granule'], otc: true },
  { name: '香砂养胃', en: 'Xiangsha Yangwei', sort2: '消化', herbs: ['木香', '砂仁', '白术', '陈皮', '茯苓', '厚朴'], forms: ['pill', 'granule'], otc: true },
  { name: '藿香正气', en: 'Huoxiang Zhengqi', sort2: '消化', herbs: ['广藿香', '苍术', '陈皮', '厚朴', '茯苓', '半夏'], forms: ['oral', 'softgel', 'pill'], otc: true },
  { name: '健胃消食', en: 'Jianwei Xiaoshi', sort2: '消化', herbs: ['山楂', '山药', '陈皮', '党参'], forms: ['tablet'], otc: true },
  { name: '护肝', en: 'Hugan', sort2: '消化', herbs: ['柴胡', '五味子', '甘草'], forms: ['tablet', 'capsule'], otc: true },
  { name: '益母草', en: 'Yimucao', sort2: '妇科', herbs: ['益母草'], forms: ['granule', 'capsule', 'oral'], otc: true },
  { name: '乌鸡白凤', en: 'Wuji Baifeng', sort2: '妇科', herbs: ['人参', '当归', '白芍', '熟地黄', '香附'], forms: ['pill', 'tablet'], otc: true },
  { name: '妇科千金', en: 'Fuke Qianjin', sort2: '妇科', herbs: ['党参', '当归', '穿心莲'], forms: ['tablet', 'capsule'], otc: true },
  { name: '逍遥', en: 'Xiaoyao', sort2: '妇科', herbs: ['柴胡', '当归', '白芍', '白术', '茯苓', '甘草', '薄荷'], forms: ['pill', 'granule'], otc: true },
  { name: '颈复康', en: 'Jingfukang', sort2: '骨骼肌肉', herbs: ['羌活', '川芎', '葛根', '红花', '黄芪'], forms: ['granule'], otc: true },
  { name: '活血止痛', en: 'Huoxue Zhitong', sort2: '骨骼肌肉', herbs: ['当归', '三七', '冰片', '延胡索'], forms: ['plaster', 'capsule'], otc: true },
  { name: '麝香壮骨', en: 'Shexiang Zhuanggu', sort2: '骨骼肌肉', herbs: ['独活', '羌活', '冰片', '川芎'], forms: ['plaster'], otc: true },
  { name: '六味地黄', en: 'Liuwei Dihuang', sort2: '滋补', herbs: ['熟地黄', '山药', '茯苓'], forms: ['pill', 'capsule', 'softgel'], otc: true },
  { name: '复方阿胶', en: 'Fufang Ejiao', sort2: '滋补', herbs: ['阿胶', '人参', '熟地黄', '党参', '山楂'], forms: ['oral', 'granule'], otc: true },
  { name: '生脉', en: 'Shengmai', sort2: '滋补', herbs: ['人参', '麦冬', '五味子'], forms: ['oral', 'capsule', 'injection'], otc: false },
  { name: '参芪', en: 'Shenqi', sort2: '滋补', herbs: ['党参', '黄芪'], forms: ['granule', 'tablet'], otc: true },
  { name: '小儿消积止咳', en: 'Xiaoer Xiaoji Zhike', sort2: '儿科', herbs: ['山楂', '枇杷叶', '桔梗', '连翘'], forms: ['oral'], otc: true },
  { name: '小儿肺热咳喘', en: 'Xiaoer Feire Kechuan', sort2: '儿科', herbs: ['金银花', '连翘', '黄芩', '板蓝根', '麦冬'], forms: ['oral', 'granule'], otc: true },
  { name: '小儿柴桂退热', en: 'Xiaoer Chaigui Tuire', sort2: '儿科', herbs: ['柴胡', '黄芩', '葛根', '白芍'], forms: ['granule', 'oral'], otc: true },
  { name: '前列舒通', en: 'Qianlie Shutong', sort2: '泌尿', herbs: ['黄芪', '赤芍', '川芎', '当归'], forms: ['capsule'], otc: false },
  { name: '三金', en: 'Sanjin', sort2: '泌尿', herbs: ['金银花', '蒲公英', '穿心莲'], forms: ['tablet', 'capsule'], otc: true },
  { name: '康艾', en: 'Kangai', sort2: '肿瘤', herbs: ['黄芪', '人参'], forms: ['injection'], otc: false },
  { name: '槐耳', en: 'Huaier', sort2: '肿瘤', herbs: ['灵芝', '黄芪'], forms: ['granule'], otc: false },
];
