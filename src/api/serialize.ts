/**
 * Spec §7: GET parameters go in the query string, object values as `key[sub]=value` (nested
 * objects nest further: `a[b][c]=1`). Arrays repeat the key with `[]` (`ids[]=1&ids[]=2`), the
 * convention of the legacy client; null and undefined values are left out.
 */
export function serializeParams(params: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) appendPairs(pairs, key, value);
  return pairs.join('&');
}

function appendPairs(pairs: string[], key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) appendPairs(pairs, `${key}[]`, item);
  } else if (value instanceof Date) {
    pairs.push(`${encode(key)}=${encode(value.toISOString())}`);
  } else if (typeof value === 'object') {
    for (const [sub, inner] of Object.entries(value)) appendPairs(pairs, `${key}[${sub}]`, inner);
  } else {
    pairs.push(`${encode(key)}=${encode(String(value))}`);
  }
}

// Brackets stay readable (`key[sub]`), as the spec writes them; everything else is encoded.
function encode(text: string): string {
  return encodeURIComponent(text).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}
