import type { ComponentType } from 'react';
import { withMessages } from '../../i18n/ExtendedIntl';
import { mergeMessages } from '../../i18n/merge';
import messages from './messages.ts?compiled';

const catalog = mergeMessages({ 'layout/signed-in/messages.ts': messages });

/** A part of the signed-in frame with the frame's texts (they extend the app's catalogue). */
export function withFrameTexts<Props extends object>(Part: ComponentType<Props>): ComponentType<Props> {
  return withMessages(Part, catalog);
}
