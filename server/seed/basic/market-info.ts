// Market-information tables: provincial bid results (per SKU × province × round, prices
// consistent with the SKU's hospital price and its VBP cut), the national VBP catalogues (the
// same rounds the sales facts show as price shocks), drug ad approvals and biologics batch release.
import { addYears, dateBetween, formOf, pad, sequenceId, type BasicContext, type BasicRow } from './context';
import { PROVINCES } from '../pools/regions';
import type { Random } from '../random';

const VBP_BATCHES: [batch: string, from: string][] = [
  ['第一批（4+7）', '2019-03'], ['第一批扩围', '2019-12'], ['第二批', '2020-04'], ['第三批', '2020-11'], ['第四批', '2021-05'],
  ['第五批', '2021-10'], ['第六批（胰岛素专项）', '2022-05'], ['第七批', '2022-11'], ['第八批', '2023-07'], ['第九批', '2024-03'], ['第十批', '2025-02'],
];

function batchFor(month: string): string {
  let batch = VBP_BATCHES[0][0];
  for (const [name, from] of VBP_BATCHES) if (from <= month.slice(0, 7)) batch = name;
  return batch;
}

const PACK_MATERIAL: Record<string, string> = { 片剂: '铝塑泡罩', 胶囊剂: '铝塑泡罩', 注射剂: '中硼硅玻璃安瓿', 颗粒剂: '复合膜袋', 口服液体剂: '玻璃瓶', 外用制剂: '铝管', 眼用制剂: '塑料滴眼瓶', 吸入制剂: '铝罐', 丸剂: '塑料瓶' };

export function marketInfo(ctx: BasicContext, random: Random): Record<string, BasicRow[]> {
  const winBids: BasicRow[] = [];
  const provinces = PROVINCES.filter((p) => ctx.provinceNames.includes(p.name));
  const vbpMonth = (genericId: string) => {
    const index = ctx.generic(genericId).vbpMonth;
    return index === null ? null : ctx.data.months[index];
  };
  for (const approval of ctx.approvals) {
    const { generic, product } = approval;
    const form = formOf(generic);
    const cut = product.isVbp ? random.uniform(0.1, 0.5) : 1;
    for (const sku of approval.skus) {
      for (let k = 0; k < ctx.scale.bidsPerSku; k++) {
        const province = random.pick(provinces);
        const publishDate = dateBetween(random, 2020, 2026);
        const afterVbp = product.isVbp && vbpMonth(generic.genericId)! <= publishDate;
        const bidPrice = Math.round(sku.price * (afterVbp ? cut : 1) * random.uniform(0.9, 1.1) * 100) / 100;
        const distributor = random.bool(0.2) ? random.pick(ctx.data.companies) : approval.company;
        winBids.push({
          id: sequenceId('WB', winBids.length + 1),
          genericName: generic.name,
          genericId: generic.genericId,
          tradeName: product.tradeName,
          province: province.name,
          project: afterVbp ? `${publishDate.slice(0, 4)}年国家组织药品集中采购${province.short}执行` : `${publishDate.slice(0, 4)}年${province.name}药品${random.pick(['挂网', '集中采购', '议价', '带量采购'])}项目`,
          publishDate,
          dosageForm: generic.dosageForm,
          spec: sku.spec,
          packDesc: sku.pack,
          convRatio: sku.convRatio,
          packUnit: form.packUnit,
          packMaterial: PACK_MATERIAL[form.group] ?? '塑料瓶',
          bidPrice,
          unitPrice: Math.round((bidPrice / sku.convRatio) * 10000) / 10000,
          companyName: ctx.companyName(approval.company.companyId),
          companyId: approval.company.companyId,
          bidderName: ctx.companyName(distributor.companyId),
          bidderId: distributor.companyId,
          qualityTier: product.isOriginator ? '原研' : product.gqce === '通过' || product.gqce === '视同通过' ? '过评' : '其他',
          approvalNo: approval.approvalNo,
          drugId: approval.id,
          nrdlClass: product.nrdlClass,
          round: `${publishDate.slice(0, 4)}-${random.int(1, 4)}`,
          isVbp: afterVbp,
          status: random.weighted(['中标', '挂网', '撤网', '暂停'], [0.55, 0.38, 0.05, 0.02]),
        });
      }
    }
  }

  const tendering: BasicRow[] = [];
  const winners: BasicRow[] = [];
  for (const generic of ctx.drugs.filter((g) => g.vbpMonth !== null)) {
    const month = ctx.data.months[generic.vbpMonth!];
    const batch = batchFor(month);
    const makers = ctx.productsOf(generic.genericId);
    const spec = generic.strengths[0];
    tendering.push({
      id: sequenceId('VT', tendering.length + 1),
      genericName: generic.name,
      genericId: generic.genericId,
      batch,
      alliance: random.bool(0.8) ? '国家组织' : random.pick(['广东联盟', '京津冀3+N联盟', '湖北联盟']),
      dosageForm: generic.dosageForm,
      specPack: `${spec}×${formOf(generic).packs[0]}${formOf(generic).unitWord}`,
      agreedVolume: random.int(50, 5000) * 10000,
      procurementYears: random.pick([1, 2, 3]),
      executionDate: month,
      shortlistedCount: makers.length,
    });
    makers
      .filter((p) => p.isVbp)
      .forEach((product, rank) => {
        const sku = ctx.skusOf(product.productId)[0];
        const cutPct = Math.round(random.uniform(50, 90) * 10) / 10;
        const winPrice = Math.round(sku.price * (1 - cutPct / 100) * 100) / 100;
        winners.push({
          id: sequenceId('VW', winners.length + 1),
          genericName: generic.name,
          genericId: generic.genericId,
          batch,
          alliance: '国家组织',
          dosageForm: generic.dosageForm,
          specPack: sku.pack,
          companyName: ctx.companyName(product.companyId),
          companyId: product.companyId,
          winPrice,
          unitPrice: Math.round((winPrice / sku.convRatio) * 10000) / 10000,
          cutPct,
          provinces: random.sample(ctx.provinceNames, Math.max(1, Math.round(ctx.provinceNames.length / (rank + 1)))).sort(),
          isOriginator: product.isOriginator,
          rankOrder: rank + 1,
          executionDate: month,
        });
      });
  }

  const ads: BasicRow[] = [];
  for (const approval of ctx.approvals.filter((a) => a.generic.rxOtc !== 'Rx' && a.generic.rxOtc !== null)) {
    if (!random.bool(0.3)) continue;
    const province = random.pick(provinces);
    const media = random.weighted(['视', '声', '文'], [0.4, 0.2, 0.4]);
    const approvalDate = dateBetween(random, 2021, 2026);
    ads.push({
      id: sequenceId('AD', ads.length + 1),
      adNo: `${province.short}药广审（${media}）第${approvalDate.slice(0, 4).slice(2)}${pad(random.int(1, 12), 2)}${pad(random.int(1, 9999), 5)}号`,
      media,
      genericName: approval.generic.name,
      genericId: approval.generic.genericId,
      tradeName: approval.product.tradeName,
      approvalNo: approval.approvalNo,
      drugId: approval.id,
      rxOtc: approval.generic.rxOtc === '双跨' ? 'OTC乙' : approval.generic.rxOtc,
      companyName: ctx.companyName(approval.company.companyId),
      companyId: approval.company.companyId,
      durationSec: media === '文' ? null : random.pick([5, 15, 30, 60]),
      approvalDate,
      validUntil: addYears(approvalDate, 1),
      province: province.name,
      contentUrl: `https://ads.example.cn/${approvalDate.slice(0, 4)}/${pad(ads.length + 1, 6)}`,
    });
  }

  const lots: BasicRow[] = [];
  const biologics = ctx.data.products.filter((p) => ['J07A', 'B05X'].includes(ctx.generic(p.genericId).atc4?.slice(0, 4) ?? ''));
  for (const product of biologics) {
    const generic = ctx.generic(product.genericId);
    const company = ctx.company(product.companyId);
    const vaccine = generic.atc4!.startsWith('J07');
    const lotsPerProduct = ctx.scale.name === 'small' ? 4 : 12;
    for (let k = 0; k < lotsPerProduct; k++) {
      const issueDate = dateBetween(random, 2022, 2026);
      lots.push({
        id: sequenceId('BL', lots.length + 1),
        productName: generic.name.replace(/注射液$/, ''),
        genericId: generic.genericId,
        category: vaccine ? '疫苗' : '血液制品',
        spec: vaccine ? random.pick(['0.5ml/支', '1.0ml/瓶']) : random.pick(['10g(20%,50ml)/瓶', '5g(10%,50ml)/瓶']),
        lotNo: `${issueDate.slice(0, 4)}${pad(random.int(1, 999999), 6)}`,
        lotSize: vaccine ? random.int(20, 600) * 1000 : random.int(5, 60) * 1000,
        validUntil: addYears(issueDate, vaccine ? 2 : 3),
        companyName: ctx.companyName(company.companyId),
        companyId: company.companyId,
        origin: company.isForeign ? '进口' : '国产',
        inspectionNo: `SJ${issueDate.slice(2, 4)}${pad(random.int(1, 99999), 5)}`,
        certNo: `${vaccine ? 'SG' : 'XG'}${issueDate.slice(0, 4)}${pad(random.int(1, 99999), 5)}`,
        conclusion: random.bool(0.995) ? '符合要求' : '不符合要求',
        issueDate,
        issuer: random.pick(['中国食品药品检定研究院', '北京市药品检验研究院', '上海市食品药品检验研究院', '广东省药品检验所', '四川省药品检验研究院', '湖北省药品监督检验研究院']),
      });
    }
  }

  return {
    lib_win_bid_library: winBids,
    lib_country_drug_tendering_catalogue: tendering,
    lib_country_drug_win_bid_catalogue: winners,
    lib_drug_advertisement_position: ads,
    lib_biological_product_issuance_library: lots,
  };
}
