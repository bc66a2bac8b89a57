// Shared by the 404, 401 and no-permission pages and by the route error of the shell (RouteError).
export default {
  'zh-cn': {
    'error-page.home': '返回首页',
    'error-page.back': '返回上一页',
  },
  en: {
    'error-page.home': 'Back to home',
    'error-page.back': 'Previous page',
  },
};
