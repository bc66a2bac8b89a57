// Toasts for code outside React (the HTTP client, the guard). antd's static message renders into
// its own root. Loaded on first use: a first visit that shows no toast does not download it.
const loadMessage = () => import('./antd-static').then((module) => module.message);

export function notifyError(text: string): void {
  void loadMessage().then((message) => message.error(text));
}

export function notifySuccess(text: string): void {
  void loadMessage().then((message) => message.success(text));
}

export function notifyWarning(text: string): void {
  void loadMessage().then((message) => message.warning(text));
}
