export default {
  'zh-cn': {
    'one-click-search-detail.invalid': '缺少搜索对象，请从一键搜索结果中选择',
    'one-click-search-detail.backToSearch': '返回一键搜索',
    'one-click-search-detail.searchAgain': '搜索同名结果',
    'one-click-search-detail.kind': '类别',
    'one-click-search-detail.id': '编码',
    'one-click-search-detail.databases': '相关数据库',
    'one-click-search-detail.databasesHint': '以下数据库可能收录“{name}”的相关记录，点击即按该名称筛选查看。',
    'one-click-search-detail.noDatabases': '您的账号暂未开通相关数据库',
  },
  en: {
    'one-click-search-detail.invalid': 'Nothing was chosen: pick an item from the one-click search results',
    'one-click-search-detail.backToSearch': 'Back to one-click search',
    'one-click-search-detail.searchAgain': 'Search this name',
    'one-click-search-detail.kind': 'Kind',
    'one-click-search-detail.id': 'Code',
    'one-click-search-detail.databases': 'Related databases',
    'one-click-search-detail.databasesHint': 'These databases may hold records about "{name}"; each link opens filtered by that name.',
    'one-click-search-detail.noDatabases': 'No related database is licensed to your account yet',
  },
};
