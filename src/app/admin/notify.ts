// Toasts of the admin screens: antd's static message, loaded on first use from the chunk the app's
// own toasts use (src/app/feedback/antd-static.ts).
const loadMessage = () => import('../feedback/antd-static').then((module) => module.message);

export function notifyError(text: string): void {
  void loadMessage().then((message) => message.error(text));
}

export function notifySuccess(text: string): void {
  void loadMessage().then((message) => message.success(text));
}
