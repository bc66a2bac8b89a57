export default {
  'zh-cn': {
    'admin.error.noPower.title': '无访问权限',
    'admin.error.noPower.message': '你没有权限访问该页面，如需访问请联系超级管理员。',
    'admin.error.notFound.title': '页面不存在',
    'admin.error.notFound.message': '你访问的后台页面不存在或已被移除。',
    'admin.error.problem.title': '出现了一个问题',
    'admin.error.problem.message': '页面未能正常显示，请稍后再试。',
    'admin.error.toDashboard': '返回控制台',
    'admin.error.back': '返回上一页',
  },
  en: {
    'admin.error.noPower.title': 'No permission',
    'admin.error.noPower.message': 'You cannot access this page. Ask a super administrator if you need it.',
    'admin.error.notFound.title': 'Page not found',
    'admin.error.notFound.message': 'The back-end page you asked for does not exist or was removed.',
    'admin.error.problem.title': 'Something went wrong',
    'admin.error.problem.message': 'The page could not be shown. Please try again later.',
    'admin.error.toDashboard': 'Back to the dashboard',
    'admin.error.back': 'Back to the previous page',
  },
};
