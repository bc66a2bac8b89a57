export default {
  'zh-cn': {
    'admin-loading.title': '管理后台单独开放',
    'admin-loading.message': '管理后台面向系统管理员，需在独立入口使用管理员账号登录后访问。订阅用户的数据功能都在本站菜单中。',
    'admin-loading.target': '您请求的后台地址：',
    'admin-loading.home': '返回首页',
  },
  en: {
    'admin-loading.title': 'The admin back-end opens separately',
    'admin-loading.message':
      'The back-end is for system administrators and opens from its own entry with an administrator account. Everything a subscriber uses is in this site\'s menu.',
    'admin-loading.target': 'The back-end address you asked for: ',
    'admin-loading.home': 'Back to home',
  },
};
