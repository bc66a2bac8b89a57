// What a market page's shares, ranks and 合计 are taken of (issue 12), in one sentence for the page
// and its export alike: the filters that defined the market, and those that only picked the rows
// shown (集团, 生产企业, 品牌, 商品名; server/modules/market/filters.ts).
type Locale = 'zh-cn' | 'en';

export interface MarketBase {
  /** Labels of the filters that define the market, as shown ("地区（广东）"). */
  market: string[];
  /** Labels of the filters that only pick rows. */
  selection: string[];
}

/** A filter's label with its values, for the region whose provinces the sentence names: "地区（广东）". */
export function labelWithValues(label: string, values: string[], locale: Locale): string {
  if (values.length === 0) return label;
  return locale === 'en' ? `${label} (${values.join(', ')})` : `${label}（${values.join('、')}）`;
}

/** The sentence, or null when nothing narrows the page (the whole market is the obvious base). */
export function baseNote(base: MarketBase, locale: Locale): string | null {
  if (base.market.length === 0 && base.selection.length === 0) return null;
  if (locale === 'en') {
    const market = base.market.length > 0 ? `the market filtered by ${base.market.join(', ')}` : 'the whole market';
    const one = base.selection.length === 1;
    const selection = base.selection.length > 0 ? `; the ${base.selection.join(', ')} filter${one ? ' only picks' : 's only pick'} the rows shown, the rest is in Others` : '';
    return `Shares, ranks, contributions and evolution indices are of the Total row: ${market}${selection}.`;
  }
  const market = base.market.length > 0 ? `按${base.market.join('、')}筛选后的市场` : '全部市场';
  const selection = base.selection.length > 0 ? `；${base.selection.join('、')}筛选只决定显示哪些行，其余计入“其他”` : '';
  return `份额、排名、增长贡献率与进化指数均以合计行为基数：${market}${selection}。`;
}
