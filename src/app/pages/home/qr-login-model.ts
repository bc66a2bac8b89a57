import type { LoginResult } from '../../../api/user';

// The QR-login answers. src/api/user.ts types them as unknown (the spec does not show them), so
// they are checked here once instead of being trusted all over the component.

export interface QrTicket {
  scene: string;
  /** The QR code as an image URL (a data: URL from the server). */
  image: string;
}

export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired';

export interface QrCheck {
  status: QrStatus;
  login?: LoginResult;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

export function parseQrTicket(content: unknown): QrTicket {
  const { scene, qrImage } = record(content);
  if (typeof scene !== 'string' || typeof qrImage !== 'string') throw new Error('Unexpected QR ticket');
  return { scene, image: qrImage };
}

export function parseQrCheck(content: unknown): QrCheck | undefined {
  const body = record(content);
  const status = body.status;
  if (status !== 'waiting' && status !== 'scanned' && status !== 'confirmed' && status !== 'expired') return undefined;
  const login = typeof body.token === 'string' ? (body as unknown as LoginResult) : undefined;
  return { status, login };
}
