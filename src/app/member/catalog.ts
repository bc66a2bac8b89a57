import type { ComponentType } from 'react';
import { withMessages } from '../i18n/ExtendedIntl';
import { mergeMessages } from '../i18n/merge';
import texts from './messages.ts?compiled';

const catalog = mergeMessages({ 'member/messages.ts': texts });

/** A member-centre page with the centre's texts (they extend the app's catalogue). */
export function withMemberTexts<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return withMessages(Page, catalog);
}
