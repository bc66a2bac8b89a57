export default {
  'zh-cn': {
    'not-found.title': '页面不存在',
    'not-found.message': '抱歉，您访问的页面不存在或已被移除，请检查地址是否正确。',
  },
  en: {
    'not-found.title': 'Page not found',
    'not-found.message': 'Sorry, the page you asked for does not exist or has been moved. Please check the address.',
  },
};
