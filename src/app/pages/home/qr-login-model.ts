import type { LoginResult } from '../../../api/user';

// The QR-login answers of server/modules/qr-login. src/api/user.ts types them as unknown (the
// spec does not show them), so they are checked here once instead of trusted in the component.

export interface QrTicket {
  scene: string;
  /** The QR code as a data: URL; it encodes /official-account-login-confirm?scene=… */
  image: string;
}

/** `consumed` means another poll already took the session: for this page that is a dead ticket. */
export type QrStatus = 'pending' | 'scanned' | 'confirmed' | 'consumed' | 'expired';

export interface QrCheck {
  status: QrStatus;
  session?: LoginResult;
}

const STATUSES: readonly string[] = ['pending', 'scanned', 'confirmed', 'consumed', 'expired'];

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

export function parseQrTicket(content: unknown): QrTicket {
  const { scene, qrCode } = record(content);
  if (typeof scene !== 'string' || typeof qrCode !== 'string') throw new Error('Unexpected QR ticket');
  return { scene, image: qrCode };
}

export function parseQrCheck(content: unknown): QrCheck | undefined {
  const body = record(content);
  if (typeof body.status !== 'string' || !STATUSES.includes(body.status)) return undefined;
  const session = record(body.session);
  return {
    status: body.status as QrStatus,
    session: typeof session.token === 'string' ? (session as unknown as LoginResult) : undefined,
  };
}
