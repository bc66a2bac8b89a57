export default {
  'zh-cn': {
    'admin.loading.message': '正在进入管理后台…',
    'admin.loading.failed': '管理后台暂时无法打开',
    'admin.loading.retry': '重试',
  },
  en: {
    'admin.loading.message': 'Opening the back-end…',
    'admin.loading.failed': 'The back-end cannot be opened right now',
    'admin.loading.retry': 'Retry',
  },
};
