import type { KeyboardEvent } from 'react';

/**
 * Escape with the list open closes the list only: the key goes no further, so a drawer or dialog
 * around the select (which closes on Escape) stays open, as with antd's Select.
 */
export function keepEscape(open: boolean) {
  return (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') event.stopPropagation();
  };
}
