// Where an upload is stored, from the policy's save-name pattern (BuildAdmin's vocabulary):
// `{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}` → `default/20260314/photoa94a8fe5….png`.
// Every part that comes from the caller is reduced to letters, digits, `_` and `-`, and a path that
// would leave the uploads folder (`..`, an absolute path, an empty segment) is refused, whatever
// pattern an administrator typed.
import { AppError } from '../../../http/errors';

export interface SaveNameParts {
  topic: string;
  /** The original name without its suffix. */
  fileName: string;
  sha1: string;
  /** Lower case, without the dot ('' when the name has none). */
  suffix: string;
  now: number;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Letters (any script), digits, `_` and `-`; at most 40 characters. */
export function safeNamePart(text: string): string {
  return text.replace(/[^\p{L}\p{N}_-]+/gu, '_').slice(0, 40);
}

export function saveName(pattern: string, parts: SaveNameParts): string {
  const at = new Date(parts.now);
  const values: Record<string, string> = {
    topic: parts.topic,
    year: String(at.getFullYear()),
    mon: two(at.getMonth() + 1),
    day: two(at.getDate()),
    hour: two(at.getHours()),
    min: two(at.getMinutes()),
    sec: two(at.getSeconds()),
    fileName: safeNamePart(parts.fileName),
    fileSha1: parts.sha1,
    suffix: parts.suffix,
    '.suffix': parts.suffix ? `.${parts.suffix}` : '',
  };
  const path = pattern.replace(/\{(\.?\w+)\}/g, (token, name: string) => values[name] ?? token).replace(/^\/+/, '');
  const segments = path.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || /[{}\\:\0]/.test(segment))) {
    throw new AppError(400, 'upload.saveNameInvalid', null, { pattern });
  }
  return path;
}
