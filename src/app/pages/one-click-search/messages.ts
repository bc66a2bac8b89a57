export default {
  'zh-cn': {
    'one-click-search.title': '一键搜索',
    'one-click-search.summary': '“{keyword}”匹配 {count} 个药品、企业或品类，数据库中共 {rows} 条记录',
    'one-click-search.databases': '各数据库匹配记录',
    'one-click-search.prompt': '输入药品、企业或品类名称开始搜索',
    'one-click-search.none': '没有找到与“{keyword}”相关的药品、企业、品类或数据库记录，请换个关键词试试。',
    'one-click-search.group.drugs': '药品',
    'one-click-search.group.companies': '企业',
    'one-click-search.group.categories': '品类',
    'one-click-search.groupEmpty': '无匹配结果',
    'one-click-search.hitLocked': '您的账号未开通结果页',
  },
  en: {
    'one-click-search.title': 'One-click search',
    'one-click-search.summary':
      '"{keyword}" matches {count, plural, one {# drug, company or category} other {# drugs, companies or categories}} and {rows, plural, one {# database record} other {# database records}}',
    'one-click-search.databases': 'Matching records per database',
    'one-click-search.prompt': 'Type a drug, company or category to start searching',
    'one-click-search.none': 'Nothing matches "{keyword}" among drugs, companies, categories or database records. Try another keyword.',
    'one-click-search.group.drugs': 'Drugs',
    'one-click-search.group.companies': 'Companies',
    'one-click-search.group.categories': 'Categories',
    'one-click-search.groupEmpty': 'No match',
    'one-click-search.hitLocked': 'Result pages are not in your plan',
  },
};
