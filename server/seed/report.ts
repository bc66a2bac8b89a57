// Console output shared by the seed, import and bench scripts: row counts per table.

export function formatCounts(tables: Record<string, number>): string {
  const width = Math.max(...Object.keys(tables).map((t) => t.length));
  return Object.entries(tables)
    .map(([table, rows]) => `  ${table.padEnd(width)}  ${rows.toLocaleString('en-US').padStart(12)}`)
    .join('\n');
}
