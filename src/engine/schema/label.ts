import type { Label, Locale } from './types';

/** The label in the user's language; zh-cn is the fallback (spec: zh-cn is default and fallback). */
export function pickLabel(label: Label | undefined, locale: Locale): string {
  if (!label) return '';
  return label[locale] || label['zh-cn'];
}
