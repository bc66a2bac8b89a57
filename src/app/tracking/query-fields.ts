/**
 * Spec §3: the filters of a query or export go into its record, with two renames the analytics
 * side expects: `region` becomes `area`, its names joined by commas, and `jx` becomes `bigJx`.
 */
export function trackedQueryFields(filters: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'region') fields.area = joinNames(value);
    else if (key === 'jx') fields.bigJx = value;
    else fields[key] = value;
  }
  return fields;
}

function joinNames(value: unknown): string {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return items
    .map((item) => (typeof item === 'object' && item !== null && 'name' in item ? String((item as { name: unknown }).name) : String(item)))
    .join(',');
}
