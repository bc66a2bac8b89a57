import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { localeAtom } from '../state/ui';
import { labelForKey } from './page-meta';
import type { Label } from '../../generated/schema-types';

/** A schema label in the interface language (zh-cn is the fallback of spec §9). */
export function useLabel(): (label: Label) => string {
  const locale = useAtomValue(localeAtom);
  return useCallback((label: Label) => label[locale] || label['zh-cn'], [locale]);
}

/** Turns a title key of page-meta.ts into text: schema labels first, then messages. */
export function useTitleText(): (key: string) => string {
  const intl = useIntl();
  const pick = useLabel();
  return useCallback(
    (key: string) => {
      const label = labelForKey(key);
      return label ? pick(label) : intl.formatMessage({ id: key });
    },
    [intl, pick],
  );
}
