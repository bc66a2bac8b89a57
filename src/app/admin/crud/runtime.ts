import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { ActionView, CrudRuntime } from '../../../engine/runtime/resource-provider';
import { localeAtom } from '../../state/ui';
import { createAdminResources, type AdminResources } from '../api/resource-provider';
import { DownloadBatch } from '../cards/DownloadBatch';
import { DesignAgain, DesignNew, ExportDesign, ImportDesign, recordActions } from '../designer/records-actions';
import { EffectiveAccess } from '../members/EffectiveAccess';
import { notifyError, notifySuccess } from '../notify';
import { useCan } from '../session/use-can';
import { host } from '../host';
import { marketplacePath } from '../paths';

/** One provider for the page: it keeps the screens' schemas between the route's check and the renderer. */
export const adminResources: AdminResources = createAdminResources();

/** Custom actions the back-end draws itself (their answer is a view), by `<screen>/<action>`. */
const ACTION_VIEWS: Record<string, ActionView> = {
  'user/access': EffectiveAccess,
  'card-batch/download': DownloadBatch,
  'crud-log/design': DesignNew,
  'crud-log/designAgain': DesignAgain,
  'crud-log/exportDesign': ExportDesign,
  'crud-log/importDesign': ImportDesign,
};
const actionView = (screenId: string, action: string): ActionView | undefined => ACTION_VIEWS[`${screenId}/${action}`];

/** The app's own buttons on a screen (the CRUD records' designer buttons), by the session's rules. */
const appActions = (can: (rule: string) => boolean) => (screenId: string) => (screenId === 'crud-log' ? recordActions(can) : []);

/** The crud renderer's runtime: the admin API, the interface language, the session's grants, antd toasts, the app's action views and buttons, the marketplace's links. */
export function useCrudRuntime(): CrudRuntime {
  const locale = useAtomValue(localeAtom);
  const can = useCan();
  const push = host().useRoutePush();
  return useMemo(() => {
    // A field whose widget a module draws links to that module in the marketplace (the module screen).
    const moduleLink = (uid: string) => {
      const href = marketplacePath(uid);
      return { href, open: () => push(href) };
    };
    return { resources: adminResources, locale, can, notifySuccess, notifyError, actionView, appActions: appActions(can), moduleLink };
  }, [locale, can, push]);
}
