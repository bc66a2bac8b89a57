// The recycle bin keeps a deleted row whole, write-only columns included (a restored administrator
// signs in with the password they had), but no API answer shows them: the log's reads leave out
// the columns the capture marked hidden (the screen's secret fields).
import type { Captured } from './capture';
import type { ScreenPolicy } from './policy';
import type { Row } from './read';

function withoutHidden(data: unknown): unknown {
  const captured = (typeof data === 'string' ? JSON.parse(data) : data) as Captured | null;
  if (!captured || typeof captured !== 'object' || !captured.row) return data;
  const row = Object.fromEntries(Object.entries(captured.row).filter(([column]) => !captured.hidden?.includes(column)));
  const shown = { ...captured, row };
  return typeof data === 'string' ? JSON.stringify(shown) : shown;
}

export const recycleLogPolicy: ScreenPolicy = {
  mask: (row: Row) => ('data' in row ? { ...row, data: withoutHidden(row.data) } : row),
};
