export default {
  'zh-cn': {
    'no-permission.title': '无访问权限',
    'no-permission.message': '抱歉，您无权访问该页面。该数据库不在您当前订阅的权益范围内，如需开通请联系客服。',
  },
  en: {
    'no-permission.title': 'No permission',
    'no-permission.message':
      'Sorry, you cannot access this page: it is not part of your current subscription. Contact support to have it added.',
  },
};
