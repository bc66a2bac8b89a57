// The number-unit switch of the market pages (spec §9: 千 1e3 … 十亿 1e9), plus plain 元. One table
// for every side that shows or exports money and volumes in a chosen unit.

export const NUMBER_UNITS = [
  { id: 'ONE', factor: 1, label: { 'zh-cn': '', en: '' } },
  { id: 'THOUSAND', factor: 1e3, label: { 'zh-cn': '千', en: 'thousand' } },
  { id: 'TEN_THOUSAND', factor: 1e4, label: { 'zh-cn': '万', en: '10k' } },
  { id: 'HUNDRED_THOUSAND', factor: 1e5, label: { 'zh-cn': '十万', en: '100k' } },
  { id: 'MILLION', factor: 1e6, label: { 'zh-cn': '百万', en: 'million' } },
  { id: 'TEN_MILLION', factor: 1e7, label: { 'zh-cn': '千万', en: '10 million' } },
  { id: 'HUNDRED_MILLION', factor: 1e8, label: { 'zh-cn': '亿', en: '100 million' } },
  { id: 'BILLION', factor: 1e9, label: { 'zh-cn': '十亿', en: 'billion' } },
] as const;

export type NumberUnitId = (typeof NUMBER_UNITS)[number]['id'];

/** The unit of that id, or undefined for an id that is not one (e.g. from a hand-edited URL). */
export function findNumberUnit(id: string): (typeof NUMBER_UNITS)[number] | undefined {
  return NUMBER_UNITS.find((unit) => unit.id === id);
}
