// The market API's own error messages in both languages (the shared catalogue in http/messages.ts
// belongs to the server core). Validation messages start with the field they are about.
import { AppError, type ErrorCode } from '../../http/errors';
import type { Locale } from '../../http/messages';

const MESSAGES = {
  unknownPage: { 'zh-cn': 'pageId: 分析页面 {value} 不存在', en: 'pageId: unknown analysis page {value}' },
  unknownFilter: { 'zh-cn': 'filters.{field}: 不允许的筛选项', en: 'filters.{field}: is not a filter of this page' },
  badFilterValue: { 'zh-cn': 'filters.{field}: 取值格式不正确', en: 'filters.{field}: has an invalid value' },
  badPeriod: { 'zh-cn': 'period: 时间类型或时间格式不正确', en: 'period: invalid type or value' },
  periodNotOffered: { 'zh-cn': 'period.type: 该页面不提供 {value}', en: 'period.type: {value} is not offered on this page' },
  unknownBlock: { 'zh-cn': 'blocks: 区块 {value} 不存在', en: 'blocks: unknown block {value}' },
  notExportable: { 'zh-cn': 'block: 区块 {value} 不能导出', en: 'block: block {value} cannot be exported' },
  badToggle: { 'zh-cn': 'toggles.{field}: 该区块不能切换到 {value}', en: 'toggles.{field}: the block cannot switch to {value}' },
  badOptionKey: { 'zh-cn': 'key: {value} 不是可选项筛选', en: 'key: {value} is not a filter with options' },
  badOptionValues: { 'zh-cn': 'values: 应为最多 100 个字符串的 JSON 数组', en: 'values: expected a JSON array of at most 100 strings' },
  historySpan: {
    'zh-cn': 'period: 您的套餐可查询最近 {months} 个月的数据（{from} 起），请选择 {from} 及以后的时间',
    en: 'period: your plan covers the last {months} months of data (from {from}): choose a period from {from} on',
  },
  noLicence: { 'zh-cn': '您的账号没有可查询的地区、品类或剂型授权', en: 'Your account is not licensed for any area, category or dosage form' },
  emptyMarket: { 'zh-cn': 'filters: 请至少选择一个对比对象后再保存', en: 'filters: choose at least one item to compare before saving' },
  customMarketNotFound: { 'zh-cn': 'id: 自定义市场不存在', en: 'id: custom market not found' },
} satisfies Record<string, Record<Locale, string>>;

export type MarketMessage = keyof typeof MESSAGES;

/** An error whose message is resolved now, in the request's language. */
export function marketError(code: ErrorCode, locale: Locale, key: MarketMessage, params: Record<string, string> = {}): AppError {
  const text = MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  return new AppError(code, text);
}
