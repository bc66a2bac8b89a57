// Dosage forms: how a form turns a molecule into a generic name (阿莫西林 + 胶囊 → 阿莫西林胶囊;
// 注射用 + 头孢曲松钠 for powders), its form group (剂型), detailed form (剂型细分), route and
// the pack unit and typical packs used for SKUs.

export interface FormSeed {
  key: string;
  /** Appended to the molecule name, or prefixed when `prefix` is set. */
  affix: string;
  prefix?: boolean;
  group: string;
  groupEn: string;
  detail: string;
  route: '口服' | '注射' | '外用' | '吸入' | '腔道' | '其他';
  packUnit: string;
  /** Count of minimal units per pack, the conversion ratio (转换比). */
  packs: number[];
  unitWord: string;
}

export const FORMS: Record<string, FormSeed> = {
  tablet: { key: 'tablet', affix: '片', group: '片剂', groupEn: 'Tablets', detail: '普通片', route: '口服', packUnit: '盒', packs: [7, 12, 14, 24, 28, 36, 48], unitWord: '片' },
  sr: { key: 'sr', affix: '缓释片', group: '片剂', groupEn: 'Tablets', detail: '缓释片', route: '口服', packUnit: '盒', packs: [7, 10, 14, 28], unitWord: '片' },
  ec: { key: 'ec', affix: '肠溶片', group: '片剂', groupEn: 'Tablets', detail: '肠溶片', route: '口服', packUnit: '盒', packs: [14, 24, 28, 30], unitWord: '片' },
  dt: { key: 'dt', affix: '分散片', group: '片剂', groupEn: 'Tablets', detail: '分散片', route: '口服', packUnit: '盒', packs: [6, 12, 24], unitWord: '片' },
  capsule: { key: 'capsule', affix: '胶囊', group: '胶囊剂', groupEn: 'Capsules', detail: '硬胶囊', route: '口服', packUnit: '盒', packs: [10, 12, 20, 24, 36], unitWord: '粒' },
  softgel: { key: 'softgel', affix: '软胶囊', group: '胶囊剂', groupEn: 'Capsules', detail: '软胶囊', route: '口服', packUnit: '盒', packs: [10, 12, 24, 30], unitWord: '粒' },
  granule: { key: 'granule', affix: '颗粒', group: '颗粒剂', groupEn: 'Granules', detail: '颗粒', route: '口服', packUnit: '盒', packs: [6, 9, 10, 12, 20], unitWord: '袋' },
  oral: { key: 'oral', affix: '口服液', group: '口服液体剂', groupEn: 'Oral liquids', detail: '口服溶液', route: '口服', packUnit: '盒', packs: [6, 10, 12], unitWord: '支' },
  syrup: { key: 'syrup', affix: '糖浆', group: '口服液体剂', groupEn: 'Oral liquids', detail: '糖浆剂', route: '口服', packUnit: '瓶', packs: [1], unitWord: '瓶' },
  injection: { key: 'injection', affix: '注射液', group: '注射剂', groupEn: 'Injections', detail: '注射液', route: '注射', packUnit: '盒', packs: [1, 5, 6, 10], unitWord: '支' },
  powder: { key: 'powder', affix: '注射用', prefix: true, group: '注射剂', groupEn: 'Injections', detail: '注射用无菌粉末', route: '注射', packUnit: '瓶', packs: [1, 10], unitWord: '瓶' },
  ointment: { key: 'ointment', affix: '软膏', group: '外用制剂', groupEn: 'Topicals', detail: '软膏剂', route: '外用', packUnit: '支', packs: [1], unitWord: '支' },
  cream: { key: 'cream', affix: '乳膏', group: '外用制剂', groupEn: 'Topicals', detail: '乳膏剂', route: '外用', packUnit: '支', packs: [1], unitWord: '支' },
  gel: { key: 'gel', affix: '凝胶', group: '外用制剂', groupEn: 'Topicals', detail: '凝胶剂', route: '外用', packUnit: '支', packs: [1], unitWord: '支' },
  plaster: { key: 'plaster', affix: '贴膏', group: '外用制剂', groupEn: 'Topicals', detail: '贴膏剂', route: '外用', packUnit: '盒', packs: [4, 6, 10], unitWord: '贴' },
  eye: { key: 'eye', affix: '滴眼液', group: '眼用制剂', groupEn: 'Ophthalmics', detail: '滴眼剂', route: '外用', packUnit: '支', packs: [1], unitWord: '支' },
  inhaler: { key: 'inhaler', affix: '吸入气雾剂', group: '吸入制剂', groupEn: 'Inhalants', detail: '吸入气雾剂', route: '吸入', packUnit: '瓶', packs: [1], unitWord: '瓶' },
  nebule: { key: 'nebule', affix: '吸入用混悬液', group: '吸入制剂', groupEn: 'Inhalants', detail: '吸入用混悬液', route: '吸入', packUnit: '盒', packs: [5, 10, 30], unitWord: '支' },
  suppository: { key: 'suppository', affix: '栓', group: '腔道制剂', groupEn: 'Cavity preparations', detail: '栓剂', route: '腔道', packUnit: '盒', packs: [6, 7, 10], unitWord: '粒' },
  dripPill: { key: 'dripPill', affix: '滴丸', group: '丸剂', groupEn: 'Pills', detail: '滴丸', route: '口服', packUnit: '盒', packs: [30, 60, 180], unitWord: '丸' },
  device: { key: 'device', affix: '', group: '器械', groupEn: 'Devices', detail: '器械', route: '其他', packUnit: '盒', packs: [1, 10, 50], unitWord: '个' },
  slices: { key: 'slices', affix: '', group: '中药饮片', groupEn: 'Herbal slices', detail: '饮片', route: '口服', packUnit: '袋', packs: [1], unitWord: '袋' },
  pill: { key: 'pill', affix: '丸', group: '丸剂', groupEn: 'Pills', detail: '水蜜丸', route: '口服', packUnit: '盒', packs: [6, 10, 12], unitWord: '袋' },
};

export function genericNameOf(molecule: string, form: FormSeed): string {
  return form.prefix ? `${form.affix}${molecule}` : `${molecule}${form.affix}`;
}
