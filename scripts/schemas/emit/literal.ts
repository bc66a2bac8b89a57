// Prints plain data as a readable TypeScript literal (2-space indentation, keys in the order
// given, short flat lists and records on one line), so generated files diff cleanly. `code()`
// marks a value to be printed as it is.

const RAW = Symbol('raw code');

export interface RawCode {
  [RAW]: string;
}

export function code(text: string): RawCode {
  return { [RAW]: text };
}

function isRaw(value: unknown): value is RawCode {
  return typeof value === 'object' && value !== null && RAW in value;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

export function literal(value: unknown, indent = ''): string {
  if (isRaw(value)) return value[RAW];
  if (isScalar(value)) return JSON.stringify(value);
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    // Short lists of scalars stay on one line; anything else gets a line per item.
    if (value.every(isScalar)) {
      const line = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
      if (line.length + indent.length <= 100) return line;
    }
    return `[\n${value.map((v) => inner + literal(v, inner)).join(',\n')},\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
  // Small flat records (a label, a whitelist field) read best on one line, like the lists above.
  if (entries.every(([, v]) => isScalar(v))) {
    const line = `{ ${entries.map(([name, v]) => `${key(name)}: ${JSON.stringify(v)}`).join(', ')} }`;
    if (line.length + indent.length <= 100) return line;
  }
  const lines = entries.map(([name, v]) => `${inner}${key(name)}: ${literal(v, inner)}`);
  return `{\n${lines.join(',\n')},\n${indent}}`;
}
