/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*=UTF-8''…` form wins
 * (it carries Chinese names), then the plain `filename="…"`.
 */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (plain) {
    const name = (plain[2] ?? plain[1]).trim();
    try {
      return decodeURIComponent(name);
    } catch {
      return name;
    }
  }
  return fallback;
}
