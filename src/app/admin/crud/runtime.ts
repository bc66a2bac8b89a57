import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { CrudRuntime } from '../../../engine/runtime/resource-provider';
import { localeAtom } from '../../state/ui';
import { createAdminResources, type AdminResources } from '../api/resource-provider';
import { notifyError, notifySuccess } from '../notify';
import { useCan } from '../session/use-can';

/** One provider for the page: it keeps the screens' schemas between the route's check and the renderer. */
export const adminResources: AdminResources = createAdminResources();

/** The crud renderer's runtime: the admin API, the interface language, the session's grants, antd toasts. */
export function useCrudRuntime(): CrudRuntime {
  const locale = useAtomValue(localeAtom);
  const can = useCan();
  return useMemo(() => ({ resources: adminResources, locale, can, notifySuccess, notifyError }), [locale, can]);
}
