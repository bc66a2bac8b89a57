// How long a molecule has been on the Chinese market, and a few published price and strength
// anchors. The era decides how many makers a generic has (an old molecule has dozens, a drug
// still under patent or data exclusivity one to three) and the price level of a dose (domain notes
// §4: old generics cost cents a tablet, innovative drugs tens to thousands of RMB a dose).

export type Era = 'new' | 'mid' | 'old';

/** Innovative or still-protected molecules (launched in China after about 2015, or biologics with no or few biosimilars). */
const NEW = new Set([
  '艾普拉唑', '恩格列净', '利格列汀', '司美格鲁肽', '沙库巴曲缬沙坦钠', '吲哚布芬', '阿哌沙班', '赛洛多辛', '奈诺沙星', '玛巴洛沙韦',
  '重组带状疱疹疫苗', '人乳头瘤病毒疫苗', '13价肺炎球菌多糖结合疫苗', '奥希替尼', '阿帕替尼', '安罗替尼', '仑伐替尼', '呋喹替尼',
  '信迪利单抗', '卡瑞利珠单抗', '替雷利珠单抗', '阿达木单抗', '帕博利珠单抗', '纳武利尤单抗', '特瑞普利单抗', '帕妥珠单抗',
  '司库奇尤单抗', '乌司奴单抗', '度普利尤单抗', '地舒单抗', '德谷胰岛素', '度拉糖肽', '四价流感病毒裂解疫苗', '托法替布', '艾瑞昔布', '丁苯酞', '桉柠蒎', '贝尼地平', '度他雄胺',
]);

/** Molecules of the 2000s: off patent, with a handful to a few dozen generic makers. */
const MID = new Set([
  '雷贝拉唑钠', '埃索美拉唑镁', '莫沙必利', '伊托必利', '西格列汀', '达格列净', '甘精胰岛素', '门冬胰岛素', '地特胰岛素', '赖脯胰岛素',
  '利拉鲁肽', '替格瑞洛', '利伐沙班', '达比加群酯', '左旋氨氯地平', '坎地沙坦酯', '奥美沙坦酯', '瑞舒伐他汀钙', '匹伐他汀钙', '依折麦布',
  '重组人胰岛素', '静注人免疫球蛋白', '冻干人用狂犬病疫苗', '23价肺炎球菌多糖疫苗', '头孢地尼', '莫西沙星', '比阿培南', '厄他培南', '恩替卡韦', '替诺福韦酯', '吉非替尼', '伊马替尼', '培美曲塞二钠',
  '替吉奥', '阿扎胞苷', '贝伐珠单抗', '曲妥珠单抗', '利妥昔单抗', '吗替麦考酚酯', '塞来昔布', '洛索洛芬钠', '唑来膦酸', '依达拉奉',
  '奥拉西坦', '阿立哌唑', '帕利哌酮', '艾司西酞普兰', '度洛西汀', '噻托溴铵', '沙美特罗替卡松', '布地奈德', '孟鲁司特钠', '地氯雷他定',
  '依巴斯汀', '非索非那定', '普拉洛芬', '碘克沙醇', '奥司他韦', '克拉霉素', '阿托伐他汀钙', '氯吡格雷', '格列美脲',
]);

export function eraOf(molecule: string): Era {
  return NEW.has(molecule) ? 'new' : MID.has(molecule) ? 'mid' : 'old';
}

/** Originators price at about twice their generics (domain notes §4: VBP winners cut 50–90 % below them). */
export const ORIGINATOR_PREMIUM = 2;

export interface MoleculeAnchor {
  /** The originator's hospital price of one minimal unit (tablet, vial, pen) of the usual strength, RMB. */
  unitPrice: number;
  strengths: string[];
}

/**
 * Published pack prices of the originator or leading brand (after the national negotiations and
 * VBP rounds, rounded, per minimal unit) of molecules an analyst checks first; generics of them
 * sell at about half (products.ts). The other molecules get a price from their era and dosage form.
 */
export const ANCHORS: Record<string, MoleculeAnchor> = {
  阿司匹林: { unitPrice: 0.5, strengths: ['100mg'] },
  二甲双胍: { unitPrice: 0.4, strengths: ['0.25g', '0.5g'] },
  苯磺酸氨氯地平: { unitPrice: 3, strengths: ['5mg'] },
  阿托伐他汀钙: { unitPrice: 4, strengths: ['10mg', '20mg'] },
  瑞舒伐他汀钙: { unitPrice: 4, strengths: ['5mg', '10mg'] },
  氯吡格雷: { unitPrice: 6, strengths: ['75mg'] },
  阿莫西林: { unitPrice: 0.4, strengths: ['0.25g', '0.5g'] },
  布洛芬: { unitPrice: 0.3, strengths: ['0.2g', '0.3g'] },
  对乙酰氨基酚: { unitPrice: 1.6, strengths: ['0.5g'] },
  奥美拉唑: { unitPrice: 4, strengths: ['20mg'] },
  奥希替尼: { unitPrice: 170, strengths: ['80mg'] },
  信迪利单抗: { unitPrice: 1080, strengths: ['100mg'] },
  卡瑞利珠单抗: { unitPrice: 2930, strengths: ['200mg'] },
  替雷利珠单抗: { unitPrice: 1450, strengths: ['100mg'] },
  贝伐珠单抗: { unitPrice: 1200, strengths: ['100mg'] },
  曲妥珠单抗: { unitPrice: 1800, strengths: ['150mg'] },
  人血白蛋白: { unitPrice: 380, strengths: ['10g'] },
  甘精胰岛素: { unitPrice: 75, strengths: ['300单位'] },
  司美格鲁肽: { unitPrice: 480, strengths: ['2mg'] },
  人乳头瘤病毒疫苗: { unitPrice: 1300, strengths: ['0.5ml'] },
  氯化钠: { unitPrice: 4, strengths: ['250ml', '100ml'] },
};

/**
 * Relative size of well-known molecules against a typical one (1): the blockbusters an analyst
 * expects near the top (statins, clopidogrel, albumin, insulin glargine, the PD-1 antibodies) and
 * old molecules that sell little today. The others draw their size at random.
 */
export const SIZE_HINTS: Record<string, number> = {
  人血白蛋白: 6, 阿托伐他汀钙: 4, 氯吡格雷: 4, 瑞舒伐他汀钙: 3, 苯磺酸氨氯地平: 3.5, 阿司匹林: 3, 甘精胰岛素: 2.5, 门冬胰岛素: 2,
  司美格鲁肽: 3, 奥希替尼: 3.5, 信迪利单抗: 3, 卡瑞利珠单抗: 3, 替雷利珠单抗: 3, 贝伐珠单抗: 2.5, 曲妥珠单抗: 3, 二甲双胍: 2.5,
  奥美拉唑: 2.5, 埃索美拉唑镁: 2.5, 达格列净: 2.5, 沙库巴曲缬沙坦钠: 2.5, 替格瑞洛: 2, 利伐沙班: 2, 布地奈德: 2.5, 阿莫西林: 2,
  头孢曲松钠: 2, 左氧氟沙星: 2, 氯化钠: 3, 布洛芬: 2, 对乙酰氨基酚: 1.5, 奥司他韦: 2, 恩替卡韦: 2, 人乳头瘤病毒疫苗: 3.5,
  // TCM brands an analyst knows (by formula): the cold-wave brand, injections, the heart pills.
  连花清瘟: 2.5, 血塞通: 5, 复方丹参: 3.5, 麝香保心: 3, 通心络: 3, 藿香正气: 3, 六味地黄: 2.5,
  扎鲁司特: 0.12, 溴己新: 0.25, 环丙沙星: 0.35, 红霉素: 0.3, 阿替洛尔: 0.25, 丙硫氧嘧啶: 0.2, 喷托维林: 0.2, 青蒿素: 0.12,
  乳酸钙: 0.2, 维生素B1: 0.2, 苯丙哌林: 0.3, 复方甘草: 0.4, 氨苄西林钠: 0.3, 华法林钠: 0.4, 辛伐他汀: 0.5, 阿昔洛韦: 0.5,
};
