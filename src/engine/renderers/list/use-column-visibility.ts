// Which columns the user has switched off, remembered per list in localStorage (`chis:` prefix like
// every persisted key of the app), starting from the model's columns hidden by default.
import { useCallback, useMemo, useState } from 'react';
import type { ListModel } from '../../model/list-model';

export function columnStorageKey(listId: string): string {
  return `chis:engine:columns:${listId}`;
}

function initialHidden(model: ListModel): string[] {
  try {
    const stored = localStorage.getItem(columnStorageKey(model.id));
    if (stored) {
      const parsed: unknown = JSON.parse(stored);
      if (Array.isArray(parsed) && parsed.every((k) => typeof k === 'string')) return parsed;
    }
  } catch {
    // storage unavailable or corrupt: fall back to the model's defaults
  }
  return model.columns.filter((c) => !c.visibleByDefault).map((c) => c.key);
}

export function useColumnVisibility(model: ListModel) {
  const [hidden, setHidden] = useState<string[]>(() => initialHidden(model));
  const toggle = useCallback(
    (key: string, visible: boolean) => {
      setHidden((current) => {
        const next = visible ? current.filter((k) => k !== key) : [...new Set([...current, key])];
        try {
          localStorage.setItem(columnStorageKey(model.id), JSON.stringify(next));
        } catch {
          // a full or blocked storage only loses the preference
        }
        return next;
      });
    },
    [model.id],
  );
  const hiddenSet = useMemo(() => new Set(hidden), [hidden]);
  return { hidden: hiddenSet as ReadonlySet<string>, toggle };
}
