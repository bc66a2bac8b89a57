// The title an operation-log entry carries: a label in both languages (the screen's title and the
// action's, or one of the fixed operations of the session and profile routes), so the log reads in
// the reader's language. Stored as label JSON in admin_log.title, written once with the entry.
import type { Label } from '../../../src/generated/schema-types';
import { actionName } from '../../../src/shared/crud/screen';
import type { ScreenModel } from './registry/model';
import { ACTION_TITLES } from './registry/rule-sync';

export const OPERATION_TITLES = {
  login: { 'zh-cn': '登录', en: 'Sign in' },
  logout: { 'zh-cn': '退出登录', en: 'Sign out' },
  profile: { 'zh-cn': '个人资料', en: 'Profile' },
} as const satisfies Record<string, Label>;

/** `<screen title>-<action title>` in each language (a custom action's own label; else its name). */
export function screenActionTitle(model: ScreenModel, action: string): Label {
  const custom = model.screen.actions.find((a) => typeof a !== 'string' && actionName(a) === action);
  const actionTitle: Label = custom && typeof custom !== 'string' ? custom.label : (ACTION_TITLES[action] ?? { 'zh-cn': action, en: action });
  return { 'zh-cn': `${model.screen.title['zh-cn']}-${actionTitle['zh-cn']}`, en: `${model.screen.title.en} – ${actionTitle.en}` };
}
