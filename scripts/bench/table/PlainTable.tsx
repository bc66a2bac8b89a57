// The floor (issue 28 item 1): the table a developer writes by hand with ordinary styles — auto
// layout, padding, a bottom border, a grey header, numbers aligned right, no wrapping — over the same
// columns, formatters and rows as the engine's. What it does not do (a sticky header and first
// column, ellipsis in fixed-width columns) is the engine's look, which must cost at most 1.2 × this.
import type { ListModel, Row } from '../../../src/engine/model/list-model';
import type { Locale } from '../../../src/engine/schema/types';
import { cellText } from '../../../src/engine/adapters/table/cells';
import './plain-table.css';

export function PlainTable({ model, rows, locale }: { model: ListModel; rows: Row[]; locale: Locale }) {
  const context = { locale };
  return (
    <table className="plain">
      <thead>
        <tr>
          {model.columns.map((c) => (
            <th key={c.key} className={c.align}>
              {typeof c.title === 'string' ? c.title : c.title[locale]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row.id)}>
            {model.columns.map((c) => (
              <td key={c.key} className={c.align}>
                {cellText(c, row[c.key], context)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
