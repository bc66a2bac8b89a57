// The floor: a hand-rolled React <table> over the same columns and formatters, with nothing but a
// header row and one text node per cell.
import type { ListModel, Row } from '../../../src/engine/model/list-model';
import type { Locale } from '../../../src/engine/schema/types';

export function PlainTable({ model, rows, locale }: { model: ListModel; rows: Row[]; locale: Locale }) {
  return (
    <table style={{ borderCollapse: 'collapse', tableLayout: 'fixed' }}>
      <thead>
        <tr>
          {model.columns.map((c) => (
            <th key={c.key} style={{ width: c.width }}>
              {typeof c.title === 'string' ? c.title : c.title[locale]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row.id)}>
            {model.columns.map((c) => (
              <td key={c.key}>{c.cell.kind === 'text' && c.cell.format ? c.cell.format(row[c.key], locale) : String(row[c.key] ?? '')}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
