export default {
  'zh-cn': {
    'one-click-search.title': '一键搜索',
    'one-click-search.summary': '“{keyword}”共找到 {count} 条结果',
    'one-click-search.prompt': '输入药品、企业或品类名称开始搜索',
    'one-click-search.none': '没有找到与“{keyword}”相关的药品、企业或品类，请换个关键词试试。',
    'one-click-search.group.drugs': '药品',
    'one-click-search.group.companies': '企业',
    'one-click-search.group.categories': '品类',
    'one-click-search.groupEmpty': '无匹配结果',
    'one-click-search.openIn': '在{name}中查看',
  },
  en: {
    'one-click-search.title': 'One-click search',
    'one-click-search.summary': '{count, plural, one {# result} other {# results}} for "{keyword}"',
    'one-click-search.prompt': 'Type a drug, company or category to start searching',
    'one-click-search.none': 'Nothing matches "{keyword}" among drugs, companies or categories. Try another keyword.',
    'one-click-search.group.drugs': 'Drugs',
    'one-click-search.group.companies': 'Companies',
    'one-click-search.group.categories': 'Categories',
    'one-click-search.groupEmpty': 'No match',
    'one-click-search.openIn': 'Open in {name}',
  },
};
