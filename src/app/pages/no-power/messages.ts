export default {
  'zh-cn': {
    'no-power.title': '未授权访问',
    'no-power.message': '抱歉，您没有权限访问此页面。如需开通，请联系您的客户经理或客服。',
  },
  en: {
    'no-power.title': 'Not authorised',
    'no-power.message': 'Sorry, you cannot access this page. To have it opened for you, contact your account manager or support.',
  },
};
