// The per-database counts are drawn by the search page and the one-click result page alike: their
// texts come with the component, not with either page's folder (a page loads only its own folder's).
export default {
  'zh-cn': {
    'database-counts.sectionTotal': '共 {count} 条',
    'database-counts.none': '您的账号暂未开通可检索的数据库',
  },
  en: {
    'database-counts.sectionTotal': '{count, plural, one {# record} other {# records}}',
    'database-counts.none': 'No searchable database is licensed to your account yet',
  },
};
