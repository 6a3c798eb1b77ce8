/**
 * The first bytes each raster image format starts with. An upload declared as one of these
 * types must start with its signature, so an HTML or script file cannot be stored, and later
 * served, under an image type.
 */
type Check = (bytes: Uint8Array) => boolean;

function startsWith(bytes: Uint8Array, prefix: number[], offset = 0): boolean {
  return bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: Record<string, Check> = {
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/gif': (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  'image/webp': (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
};

/** Whether `bytes` carry the signature of `essence`; null for types without a known signature. */
export function signatureMatches(essence: string, bytes: Uint8Array): boolean | null {
  const check = SIGNATURES[essence];
  return check ? check(bytes) : null;
}
