export default {
  'zh-cn': {
    'schema-route.kind.database': '基础数据库',
    'schema-route.kind.database-detail': '详情',
    'schema-route.kind.analysis': '市场分析',
    'schema-route.kind.crud': '数据管理',
    'schema-route.kind.filter-set': '筛选条件',
    'schema-route.pending.title': '数据视图即将上线',
    'schema-route.pending.body': '此类页面的数据视图将随数据引擎一同发布，届时可在此查询、筛选和导出数据。',
  },
  en: {
    'schema-route.kind.database': 'Basic database',
    'schema-route.kind.database-detail': 'Detail',
    'schema-route.kind.analysis': 'Market analysis',
    'schema-route.kind.crud': 'Data management',
    'schema-route.kind.filter-set': 'Filters',
    'schema-route.pending.title': 'The data view is on its way',
    'schema-route.pending.body':
      'The data view for this kind of page ships with the data engine; you will then query, filter and export the data here.',
  },
};
