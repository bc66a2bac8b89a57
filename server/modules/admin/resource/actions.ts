// Custom screen actions (`POST /api/admin/<id>/<name>`): a screen's schema declares the action and
// its rule; the server code that performs it registers here under the screen id. The route
// authorises the rule before a handler runs, so a handler only does the work.
import type { AppContext } from '../../../context';
import { sendTestMail } from '../config/test-mail';
import { unlockAdministrator } from '../identity/unlock';
import type { AdminSubject } from '../identity/grants';
import type { ScreenModel } from '../registry/model';
import { adjustMember } from '../../ledger/adjust-action';

export interface ActionCall {
  ctx: AppContext;
  model: ScreenModel;
  subject: AdminSubject;
  body: unknown;
}

export type ActionHandler = (call: ActionCall) => Promise<unknown>;

export const actionHandlers: Record<string, Record<string, ActionHandler>> = {
  admin: { unlock: unlockAdministrator },
  user: { adjust: adjustMember },
  config: { sendTestMail },
};
