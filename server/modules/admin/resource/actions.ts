// Custom screen actions (`POST /api/admin/<id>/<name>`): a screen's schema declares the action and
// its rule; the server code that performs it registers here under the screen id. The route
// authorises the rule before a handler runs, so a handler only does the work.
import type { AppContext } from '../../../context';
import type { Locale } from '../../../http/messages';
import { sendTestMail } from '../config/test-mail';
import { unlockAdministrator } from '../identity/unlock';
import type { AdminSubject } from '../identity/grants';
import type { ScreenModel } from '../registry/model';
import { restoreRows } from './restore';
import { rollbackChanges } from './rollback';
import type { WriteContext } from './write';
import { adjustMember } from '../../ledger/adjust-action';
import { memberAccess } from '../../entitlements/access';
import { approveTrial, rejectTrial, resendTrialMail } from '../../trial/admin-actions';
import { issueBatch } from '../../cards/issue-action';

export interface ActionCall {
  ctx: AppContext;
  model: ScreenModel;
  subject: AdminSubject;
  body: unknown;
  /** The request's language (per-row results of a batch). */
  locale: Locale;
  /** Another screen's model (the screen a log row names). */
  screenOf(id: string): ScreenModel | undefined;
  /** The resource service's writer for a screen, as the caller (restore and rollback write through it). */
  writer(model: ScreenModel): WriteContext;
}

export type ActionHandler = (call: ActionCall) => Promise<unknown>;

export const actionHandlers: Record<string, Record<string, ActionHandler>> = {
  admin: { unlock: unlockAdministrator },
  'security-data-recycle-log': { restore: restoreRows },
  'security-sensitive-data-log': { rollback: rollbackChanges },
  config: { sendTestMail },
  user: { adjust: adjustMember, access: memberAccess },
  'trial-application': { approve: approveTrial, reject: rejectTrial, resend: resendTrialMail },
  'card-batch': { issue: issueBatch },
};
