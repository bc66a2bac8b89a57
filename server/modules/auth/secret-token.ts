// Random bearer secrets (session tokens, mail links, QR scenes) and the hash under which they are
// stored, so that a copy of the database never yields a usable token.
import { createHash, randomBytes } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
