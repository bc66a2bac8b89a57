export default {
  'zh-cn': {
    'feedback.chunk.title': '提示',
    'feedback.chunk.content': '检测到系统更新，为确保你的完整体验，请更新系统',
    'feedback.chunk.confirm': '马上更新',
    'feedback.loading': '加载中…',
    'feedback.error.title': '页面出错了',
    'feedback.error.retry': '重新加载',
  },
  en: {
    'feedback.chunk.title': 'Notice',
    'feedback.chunk.content': 'A system update was detected. Please update to keep your experience complete',
    'feedback.chunk.confirm': 'Update now',
    'feedback.loading': 'Loading…',
    'feedback.error.title': 'Something went wrong on this page',
    'feedback.error.retry': 'Reload',
  },
};
