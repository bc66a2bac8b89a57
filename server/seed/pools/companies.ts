// Syllables for invented company, group, brand and trade names. Pairs that spell the name of a
// well-known real company are excluded so that no real company's data is imitated.

export const NAME_FIRST = ['华', '国', '康', '恒', '正', '海', '天', '济', '联', '信', '新', '东', '昆', '丽', '健', '百', '普', '瑞', '润', '泰', '德', '仁', '安', '盛', '宏', '嘉', '鸿', '明', '元', '同', '益', '金', '通', '卓', '博', '雅', '诚', '永', '长', '兴'];
export const NAME_SECOND = ['康', '瑞', '润', '元', '泰', '信', '达', '盛', '和', '安', '宁', '邦', '诺', '华', '源', '生', '宇', '辰', '禾', '睿', '博', '恩', '弘', '创', '科', '晟', '峰', '德', '鑫', '远'];

/** Real pharma company cores that the invented pairs must not reproduce. */
export const REAL_CORES = new Set(['恒瑞', '华润', '国药', '天士', '康弘', '信立', '济川', '华海', '康恩', '昆药', '丽珠', '健康', '同仁', '仁和', '海正', '天和', '康德', '联邦', '普德', '长生', '安科', '永安', '泰德', '华东', '东瑞', '正大', '通化', '海和']);

export const COMPANY_KINDS: [zh: string, en: string][] = [
  ['制药', 'Pharmaceutical'],
  ['药业', 'Pharmaceutical'],
  ['生物制药', 'Biopharmaceutical'],
  ['医药', 'Medicine'],
  ['中药', 'Traditional Chinese Medicine'],
  ['生物技术', 'Biotechnology'],
];

export const GROUP_KINDS: [zh: string, en: string][] = [
  ['医药集团', 'Pharmaceutical Group'],
  ['药业集团', 'Pharmaceutical Group'],
  ['医药控股', 'Healthcare Holdings'],
  ['健康产业集团', 'Health Industry Group'],
];

/** Invented multinational originators with Chinese transliterations. */
export const FOREIGN_COMPANIES: [zh: string, en: string][] = [
  ['奥登制药', 'Alden Pharma'], ['诺维斯医药', 'Norvex Healthcare'], ['布莱特韦尔', 'Brightwell Therapeutics'],
  ['凯斯特罗', 'Kestrel Biosciences'], ['林德维斯特', 'Lindqvist Pharma'], ['马洛制药', 'Marlow Pharmaceuticals'],
  ['科尔文', 'Corvin Life Sciences'], ['哈尔登', 'Halden Medical'], ['索伦森', 'Sorensen Pharma'], ['万蒂斯', 'Vantis Biologics'],
  ['艾德蒙', 'Edmond Pharma'], ['罗森塔', 'Rosenthal Health'], ['佩格瑞', 'Peregrine Therapeutics'], ['特维恩', 'Trevine Pharma'],
];

/** Syllables for trade names and umbrella brands (舒立达, 优畅, 康倍宁 …). */
export const TRADE_SYLLABLES = ['力', '立', '诺', '欣', '康', '舒', '泰', '安', '宁', '畅', '清', '维', '特', '瑞', '倍', '优', '捷', '宜', '美', '福', '济', '通', '达', '乐', '佳', '尔', '益', '奥', '赛', '希', '平', '恒', '妥', '必', '可', '素', '灵', '宝', '加', '欧'];
