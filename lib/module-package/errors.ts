// Why a package was refused. The reason is a message key (server/http/messages.ts `package.*`) with
// parameters, so the installer and the marketplace answer it in the caller's language; the Error's
// own message is the English sentence for logs and the command line.

export const PACKAGE_REFUSALS = [
  'package.notArchive',
  'package.unsafePath',
  'package.tooLarge',
  'package.missingFile',
  'package.unlistedFile',
  'package.badSignature',
  'package.fileHash',
  'package.badManifest',
  'package.wrongIdentity',
] as const;

export type PackageRefusal = (typeof PACKAGE_REFUSALS)[number];

export class PackageError extends Error {
  constructor(
    readonly reason: PackageRefusal,
    readonly params: Record<string, string | number>,
    english: string,
  ) {
    super(english);
    this.name = 'PackageError';
  }
}
