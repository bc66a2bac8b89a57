/** A fresh idempotency key (32 hex digits): one per operation a user means once, so a retry is not a second one. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
