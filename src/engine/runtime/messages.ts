// The engine's own words (buttons, pager, empty states), in both languages, keyed `engine.*`.
const zhCn = {
  'engine.search': '查询',
  'engine.reset': '重置',
  'engine.keyword': '请输入关键词',
  'engine.export': '导出',
  'engine.exporting': '正在导出 {written}/{total} 行',
  'engine.exportFailed': '导出失败，请稍后重试',
  'engine.columns': '列设置',
  'engine.total': '共 {total} 条',
  'engine.empty': '暂无数据',
  'engine.loadFailed': '加载失败',
  'engine.detail': '详情',
  'engine.basicInfo': '基本信息',
  'engine.relatedTotal': '共 {total} 条，显示前 {shown} 条',
};

export type MessageKey = keyof typeof zhCn;

// Typed against the zh-cn keys, so a key missing in English is a compile error.
const en: Record<MessageKey, string> = {
  'engine.search': 'Search',
  'engine.reset': 'Reset',
  'engine.keyword': 'Enter a keyword',
  'engine.export': 'Export',
  'engine.exporting': 'Exporting {written}/{total} rows',
  'engine.exportFailed': 'Export failed, please try again later',
  'engine.columns': 'Columns',
  'engine.total': '{total} in total',
  'engine.empty': 'No data',
  'engine.loadFailed': 'Failed to load',
  'engine.detail': 'Details',
  'engine.basicInfo': 'Basic information',
  'engine.relatedTotal': '{total} in total, first {shown} shown',
};

const messages: Record<'zh-cn' | 'en', Record<MessageKey, string>> = { 'zh-cn': zhCn, en };

export default messages;
