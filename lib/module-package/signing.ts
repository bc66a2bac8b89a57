// ed25519 keys of the marketplace (node:crypto). A private key signs packages; the installer pins
// the public key. Keys travel as base64 of their DER (PKCS#8 / SPKI) or as PEM, so they fit in one
// environment variable; a key id (the first 16 hex digits of the public key's SHA-256) names which
// key signed a package, so a refusal can say "signed by another key".
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

function keyInput<T extends 'pkcs8' | 'spki'>(text: string, type: T) {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----BEGIN')) return { key: trimmed, format: 'pem' as const };
  return { key: Buffer.from(trimmed, 'base64'), format: 'der' as const, type };
}

function assertEd25519(key: KeyObject, what: string): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${what} is a ${key.asymmetricKeyType} key, not ed25519`);
  return key;
}

export function parsePrivateKey(text: string): KeyObject {
  try {
    return assertEd25519(createPrivateKey(keyInput(text, 'pkcs8')), 'the signing key');
  } catch (error) {
    throw new Error(`the signing key is not an ed25519 private key (PEM or base64 PKCS#8): ${(error as Error).message}`, { cause: error });
  }
}

export function parsePublicKey(text: string): KeyObject {
  try {
    return assertEd25519(createPublicKey(keyInput(text, 'spki')), 'the public key');
  } catch (error) {
    throw new Error(`the public key is not an ed25519 public key (PEM or base64 SPKI): ${(error as Error).message}`, { cause: error });
  }
}

/** A new private key as base64 PKCS#8 DER (what MARKETPLACE_SIGNING_KEY holds). */
export function generatePrivateKey(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
}

/** The public key of a private key, as base64 SPKI DER (what MARKETPLACE_PUBLIC_KEY holds). */
export function publicKeyText(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  return publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
}

export function keyId(key: KeyObject): string {
  return createHash('sha256').update(Buffer.from(publicKeyText(key), 'base64')).digest('hex').slice(0, 16);
}

export function signBytes(privateKey: KeyObject, message: Buffer): string {
  return sign(null, message, privateKey).toString('base64');
}

export function verifyBytes(publicKey: KeyObject, message: Buffer, signature: string): boolean {
  const bytes = Buffer.from(signature, 'base64');
  return bytes.length === 64 && verify(null, message, publicKey, bytes);
}
