// The rows of a long table (above VIRTUALIZE_ABOVE): only those in view are mounted. A module of its
// own, loaded by DataTable when a table first gets that long, so that the virtualizer (~9 KB gzip)
// is no part of a route whose tables are short (the market pages' rankings, most database pages).
import type { ReactNode, RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

export interface VirtualRowsProps {
  count: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The row at this index of the table's rows. */
  renderRow: (index: number) => ReactNode;
  rowHeight: number;
  viewport: number;
}

/**
 * A component of its own so that a short list creates no virtualizer: the virtualizer measures the
 * scroll box while the table commits, which forced a layout of the whole table before its first
 * paint (a third of a 50 × 100 page's render time).
 */
export default function VirtualRows({ count, scrollRef, renderRow, rowHeight, viewport }: VirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    initialRect: { width: 0, height: viewport },
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items.length > 0 ? items[0].start : 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      {padTop > 0 ? <tr style={{ height: padTop }} aria-hidden /> : null}
      {items.map((item) => renderRow(item.index))}
      {padBottom > 0 ? <tr style={{ height: padBottom }} aria-hidden /> : null}
    </>
  );
}
