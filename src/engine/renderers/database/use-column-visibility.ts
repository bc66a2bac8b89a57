// Which columns the user has switched off, remembered per page in localStorage (`chis:` prefix like
// every persisted key of the app), starting from the schema's `defaultHidden` flags.
import { useCallback, useState } from 'react';
import type { DatabasePageSchema } from '../../schema/types';

export function columnStorageKey(pageId: string): string {
  return `chis:engine:columns:${pageId}`;
}

function initialHidden(schema: DatabasePageSchema): string[] {
  try {
    const stored = localStorage.getItem(columnStorageKey(schema.id));
    if (stored) {
      const parsed: unknown = JSON.parse(stored);
      if (Array.isArray(parsed) && parsed.every((k) => typeof k === 'string')) return parsed;
    }
  } catch {
    // storage unavailable or corrupt: fall back to the schema's defaults
  }
  return schema.fields.filter((f) => f.defaultHidden).map((f) => f.key);
}

export function useColumnVisibility(schema: DatabasePageSchema) {
  const [hidden, setHidden] = useState<string[]>(() => initialHidden(schema));
  const toggle = useCallback(
    (key: string, visible: boolean) => {
      setHidden((current) => {
        const next = visible ? current.filter((k) => k !== key) : [...new Set([...current, key])];
        try {
          localStorage.setItem(columnStorageKey(schema.id), JSON.stringify(next));
        } catch {
          // a full or blocked storage only loses the preference
        }
        return next;
      });
    },
    [schema.id],
  );
  return { hidden: new Set(hidden), toggle };
}
