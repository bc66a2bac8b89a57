export default {
  'zh-cn': {
    'admin.crud.retry': '重试',
  },
  en: {
    'admin.crud.retry': 'Retry',
  },
};
