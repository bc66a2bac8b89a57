// The vendor-style SORT tree (大类 → 中类 → 小类): consumer needs rather than pharmacology.
// `season` names the monthly profile the generator applies to the 中类 (see seasonality.ts).

export interface Sort2Seed {
  name: string;
  en: string;
  season: 'respiratory' | 'summer' | 'winter' | 'flat';
  leaves: [name: string, en: string][];
}

export interface Sort1Seed {
  name: string;
  en: string;
  isDrug: boolean;
  children: Sort2Seed[];
}

export const SORT_TREE: Sort1Seed[] = [
  { name: '中西成药', en: 'Medicines', isDrug: true, children: [
    { name: '感冒', en: 'Cold and flu', season: 'respiratory', leaves: [['感冒清热', 'Cold relief'], ['抗病毒', 'Antiviral'], ['解热镇痛', 'Fever and pain'], ['儿童感冒', 'Paediatric cold']] },
    { name: '呼吸', en: 'Respiratory', season: 'respiratory', leaves: [['止咳化痰', 'Cough and phlegm'], ['平喘', 'Asthma'], ['鼻炎过敏', 'Rhinitis and allergy']] },
    { name: '口腔咽喉', en: 'Mouth and throat', season: 'respiratory', leaves: [['咽喉肿痛', 'Sore throat'], ['口腔溃疡', 'Mouth ulcers']] },
    { name: '消化', en: 'Digestive', season: 'summer', leaves: [['抑酸护胃', 'Acid suppression'], ['胃肠动力', 'GI motility'], ['止泻调节', 'Diarrhoea and flora'], ['肝胆', 'Liver and gallbladder']] },
    { name: '心脑血管', en: 'Cardio-cerebrovascular', season: 'winter', leaves: [['冠心病', 'Coronary heart disease'], ['抗血栓', 'Antithrombotic'], ['脑血管', 'Cerebrovascular']] },
    { name: '降压', en: 'Hypertension', season: 'flat', leaves: [['钙拮抗剂', 'Calcium antagonists'], ['沙坦类', 'Sartans'], ['β阻滞剂', 'Beta blockers']] },
    { name: '降糖', en: 'Diabetes', season: 'flat', leaves: [['口服降糖', 'Oral antidiabetics'], ['胰岛素', 'Insulin']] },
    { name: '降脂', en: 'Lipids', season: 'flat', leaves: [['他汀', 'Statins'], ['其他调脂', 'Other lipid agents']] },
    { name: '维矿', en: 'Vitamins and minerals', season: 'flat', leaves: [['维生素', 'Vitamins'], ['补钙', 'Calcium']] },
    { name: '皮肤', en: 'Dermatology', season: 'summer', leaves: [['抗真菌', 'Antifungal'], ['皮炎湿疹', 'Dermatitis and eczema']] },
    { name: '妇科', en: "Women's health", season: 'flat', leaves: [['妇科炎症', 'Gynaecological infections'], ['月经调理', 'Menstrual care']] },
    { name: '儿科', en: 'Paediatrics', season: 'respiratory', leaves: [['儿童止咳', 'Paediatric cough'], ['儿童消化', 'Paediatric digestion']] },
    { name: '骨骼肌肉', en: 'Musculoskeletal', season: 'winter', leaves: [['关节止痛', 'Joint pain'], ['骨质疏松', 'Osteoporosis']] },
    { name: '眼科', en: 'Ophthalmology', season: 'flat', leaves: [['眼干眼疲劳', 'Dry eye'], ['眼部抗炎', 'Eye inflammation']] },
    { name: '泌尿', en: 'Urology', season: 'flat', leaves: [['前列腺', 'Prostate'], ['泌尿感染', 'Urinary infection']] },
    { name: '抗感染', en: 'Anti-infectives', season: 'winter', leaves: [['头孢类', 'Cephalosporins'], ['青霉素类', 'Penicillins'], ['其他抗菌', 'Other antibacterials'], ['抗病毒药', 'Antivirals']] },
    { name: '滋补', en: 'Tonics', season: 'winter', leaves: [['补气补血', 'Qi and blood tonics'], ['补肾', 'Kidney tonics']] },
    { name: '肿瘤', en: 'Oncology', season: 'flat', leaves: [['靶向药', 'Targeted therapy'], ['化疗药', 'Chemotherapy'], ['生物抗肿瘤', 'Biologic oncology']] },
    { name: '神经精神', en: 'Neuro-psychiatry', season: 'flat', leaves: [['抗抑郁', 'Antidepressants'], ['抗精神病', 'Antipsychotics']] },
    { name: '血液', en: 'Blood', season: 'flat', leaves: [['抗凝', 'Anticoagulants'], ['营养输液', 'Nutrition and IV']] },
    { name: '激素内分泌', en: 'Hormones', season: 'flat', leaves: [['糖皮质激素', 'Corticosteroids'], ['甲状腺', 'Thyroid']] },
    { name: '免疫', en: 'Immunology', season: 'flat', leaves: [['疫苗', 'Vaccines'], ['免疫抑制', 'Immunosuppressants']] },
    { name: '其他西药', en: 'Other medicines', season: 'flat', leaves: [['诊断用药', 'Diagnostics']] },
  ] },
  { name: '中药饮片/参茸', en: 'Herbal slices and tonics', isDrug: false, children: [
    { name: '参茸贵细', en: 'Ginseng and precious herbs', season: 'winter', leaves: [['人参西洋参', 'Ginseng'], ['燕窝虫草', "Bird's nest and cordyceps"]] },
    { name: '普通饮片', en: 'Common slices', season: 'flat', leaves: [['清热类饮片', 'Heat-clearing slices'], ['补益类饮片', 'Tonic slices']] },
  ] },
  { name: '保健食品', en: 'Health foods', isDrug: false, children: [
    { name: '营养补充', en: 'Nutritional supplements', season: 'flat', leaves: [['蛋白粉', 'Protein powder'], ['鱼油', 'Fish oil'], ['益生菌', 'Probiotics']] },
    { name: '功能保健', en: 'Functional health', season: 'flat', leaves: [['增强免疫', 'Immunity'], ['改善睡眠', 'Sleep']] },
  ] },
  { name: '医疗器械', en: 'Medical devices', isDrug: false, children: [
    { name: '家用器械', en: 'Home devices', season: 'flat', leaves: [['血压计', 'Blood pressure monitors'], ['血糖仪', 'Glucose meters']] },
    { name: '医用耗材', en: 'Consumables', season: 'respiratory', leaves: [['口罩', 'Masks'], ['创可贴敷料', 'Plasters and dressings']] },
  ] },
  { name: '个人护理', en: 'Personal care', isDrug: false, children: [
    { name: '口腔护理', en: 'Oral care', season: 'flat', leaves: [['药物牙膏', 'Medicated toothpaste']] },
    { name: '皮肤护理', en: 'Skin care', season: 'summer', leaves: [['医学护肤', 'Dermo-cosmetics'], ['防晒驱蚊', 'Sun and insect protection']] },
  ] },
];

/** The SORT 小类 a chemical L3 class is shelved under, by its 中类 and ATC L3. */
export const SORT3_BY_ATC3: Record<string, string> = {
  A02B: '抑酸护胃', A03F: '胃肠动力', A07F: '止泻调节', A10J: '口服降糖', A10C: '胰岛素', A11A: '维生素', A12A: '补钙',
  B01C: '抗血栓', B01B: '抗凝', B05X: '营养输液', C01D: '冠心病', C07A: 'β阻滞剂', C08A: '钙拮抗剂', C09C: '沙坦类',
  C10A: '他汀', D01A: '抗真菌', D07A: '皮炎湿疹', G04C: '前列腺', G02C: '妇科炎症', H02A: '糖皮质激素', H03A: '甲状腺',
  J01D: '头孢类', J01C: '青霉素类', J01F: '其他抗菌', J01G: '其他抗菌', J01H: '其他抗菌', J05B: '抗病毒药', J07A: '疫苗',
  K01B: '营养输液', L01X: '靶向药', L01B: '化疗药', L01G: '生物抗肿瘤', L04A: '免疫抑制', M01A: '关节止痛', M05B: '骨质疏松',
  N02B: '解热镇痛', N05A: '抗精神病', N06A: '抗抑郁', N07X: '脑血管', P01B: '其他抗菌', R03A: '平喘', R03J: '平喘',
  R05C: '止咳化痰', R05D: '止咳化痰', R06A: '鼻炎过敏', S01X: '眼干眼疲劳', T01A: '诊断用药',
};
