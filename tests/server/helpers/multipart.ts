// Upload bodies for the upload tests (admin and member): a tiny real PNG, the start of a Windows
// executable, and a multipart body carrying a file part named `file`.
/** A 2×3 PNG (signature, IHDR, IEND). */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000020000000308060000009a9c18000000000049454e44ae426082', 'hex');
/** The start of a Windows executable: MZ, the PE header offset, PE\0\0. */
export function exe(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'binary');
  return bytes;
}

/** A multipart body with one file part `file` and optional text fields. */
export function multipart(filename: string, content: Buffer, fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----chis-upload-test';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

