// One HTTP byte range (RFC 9110 §14): `bytes=a-b`, `bytes=a-` or `bytes=-n`, so an interrupted
// package download resumes where it stopped. Several ranges in one request are not offered (the
// installer asks for the rest of one file); they and a malformed header are answered whole.
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

export function byteRange(header: string | undefined, size: number): RangeAnswer {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
