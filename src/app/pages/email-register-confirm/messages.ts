export default {
  'zh-cn': {
    'email-register-confirm.confirming': '正在确认邮箱…',
    'email-register-confirm.done': '邮箱确认成功',
    'email-register-confirm.doneText': '试用账号 {account} 已激活，现在就可以登录体验。',
    'email-register-confirm.login': '立即登录',
    'email-register-confirm.failed': '确认链接无效',
    'email-register-confirm.failedText': '该链接已过期、已被使用或不完整。请重新申请，或联系客服。',
    'email-register-confirm.apply': '重新申请',
    'email-register-confirm.support': '联系客服',
  },
  en: {
    'email-register-confirm.confirming': 'Confirming your email address…',
    'email-register-confirm.done': 'Email address confirmed',
    'email-register-confirm.doneText': 'The trial account {account} is active: you can log in now.',
    'email-register-confirm.login': 'Log in',
    'email-register-confirm.failed': 'This confirmation link does not work',
    'email-register-confirm.failedText': 'The link has expired, was used already or is incomplete. Apply again, or contact support.',
    'email-register-confirm.apply': 'Apply again',
    'email-register-confirm.support': 'Contact support',
  },
};
