// What a market page and its export say beside the figures (issue 26): that they cover the caller's
// licensed provinces only, and why growth is empty. One text for the screen and the workbook.
import { memberName } from './member-names';

type Locale = 'zh-cn' | 'en';
export type NoComparison = 'partialYear' | 'noHistory';

/** "仅含授权省份：北京、上海" / "Licensed provinces only: Beijing, Shanghai" (provinces by their warehouse names). */
export function licenceNote(provinces: readonly string[], locale: Locale): string {
  const names = provinces.map((name) => memberName(name, locale, true));
  return locale === 'en' ? `Licensed provinces only: ${names.join(', ')}` : `仅含授权省份：${names.join('、')}`;
}

/** "仅含授权渠道：零售药店、等级医院" / "Licensed channels only: Retail pharmacy, Hospitals" (an omni-channel page narrowed by the plan). */
export function channelNote(channels: readonly string[], locale: Locale): string {
  const names = channels.map((name) => memberName(name, locale));
  return locale === 'en' ? `Licensed channels only: ${names.join(', ')}` : `仅含授权渠道：${names.join('、')}`;
}

/** What a plan's history span lets the member read: the last `months` months of data, from `from`. */
export function historySpanNote(span: { months: number; from: string }, locale: Locale): string {
  return locale === 'en' ? `Your plan covers the last ${span.months} months of data (from ${span.from})` : `您的套餐可查询最近 ${span.months} 个月的数据（${span.from} 起）`;
}

/** Why growth is empty: a partial year is never compared with a full one; data starting in `firstMonth` have no year before. */
export function noComparisonNote(kind: NoComparison, firstMonth: string, locale: Locale): string {
  if (kind === 'partialYear') return locale === 'en' ? 'A partial year is not compared with full years: no growth' : '本期为不完整年度，不与完整年度比较，增长率为空';
  return locale === 'en'
    ? `Data start in ${firstMonth}: no period a year earlier to compare with, so no growth`
    : `数据自 ${firstMonth} 起，本期没有上年同期可比，增长率为空`;
}
