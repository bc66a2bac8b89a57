export default {
  'zh-cn': {
    'router.siteName': '中国医药健康产业数据平台',
    'router.navigation.intercepted': '导航失败，导航守卫拦截！',
    'router.navigation.invalid': '导航失败，路由无效！',
    'router.navigation.alreadyThere': '导航失败，已在导航目标位置！',
  },
  en: {
    'router.siteName': 'CHIS Pharmaceutical Data Platform',
    'router.navigation.intercepted': 'Navigation failed, navigation guard intercepted!',
    'router.navigation.invalid': 'Navigation failed, invalid route!',
    'router.navigation.alreadyThere': 'Navigation failed, it is at the navigation target position!',
  },
};
