import { useCallback, useRef, useState } from 'react';

export interface RecordDrawer {
  /** The record shown; kept through the closing animation so the panel does not empty as it slides out. */
  rowId: string | null;
  open: boolean;
  show: (rowId: string) => void;
  close: () => void;
  /** For the drawer's `afterOpenChange`: forgets the record once the drawer is gone. */
  afterOpenChange: (open: boolean) => void;
}

/**
 * The record drawer's state, and focus back where it was (the row that opened it) the moment it
 * closes. The drawer's own restore runs only after its closing animation and is skipped when the
 * drawer is closed while it is still opening (Escape right after Enter), which left a keyboard
 * user on <body>.
 */
export function useRecordDrawer(): RecordDrawer {
  const [rowId, setRowId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback((id: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRowId(id);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
    opener.current = null;
  }, []);

  const afterOpenChange = useCallback((nowOpen: boolean) => {
    if (!nowOpen) setRowId(null);
  }, []);

  return { rowId, open, show, close, afterOpenChange };
}
