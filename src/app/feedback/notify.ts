import { message } from 'antd';

// Toasts for code outside React (the HTTP client, the guard). antd's static API renders into its
// own root; it follows the global theme set by ConfigProvider.config in main.tsx.

export function notifyError(text: string): void {
  void message.error(text);
}

export function notifySuccess(text: string): void {
  void message.success(text);
}

export function notifyWarning(text: string): void {
  void message.warning(text);
}
