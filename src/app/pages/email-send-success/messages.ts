export default {
  'zh-cn': {
    'email-send-success.title': '申请已提交，请查收确认邮件',
    'email-send-success.text': '我们已向 {email} 发送了一封确认邮件，请在 24 小时内点击邮件中的链接激活试用账号。',
    'email-send-success.textNoEmail': '我们已向您填写的邮箱发送了一封确认邮件，请在 24 小时内点击邮件中的链接激活试用账号。',
    'email-send-success.step1': '提交申请',
    'email-send-success.step2': '邮箱确认',
    'email-send-success.step3': '登录试用',
    'email-send-success.hint': '没有收到？请检查垃圾邮件文件夹，或联系客服 400-820-2026。',
    'email-send-success.home': '返回首页',
  },
  en: {
    'email-send-success.title': 'Application sent — please check your mail',
    'email-send-success.text': 'We have sent a confirmation mail to {email}. Open its link within 24 hours to activate your trial account.',
    'email-send-success.textNoEmail':
      'We have sent a confirmation mail to the address you gave. Open its link within 24 hours to activate your trial account.',
    'email-send-success.step1': 'Apply',
    'email-send-success.step2': 'Confirm email',
    'email-send-success.step3': 'Log in',
    'email-send-success.hint': 'Nothing arrived? Check the spam folder, or call support on 400-820-2026.',
    'email-send-success.home': 'Back to home',
  },
};
