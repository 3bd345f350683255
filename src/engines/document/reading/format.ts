// Recognises a document by its leading bytes only: the URL's extension and the server's Content-Type are
// often wrong (a PDF served as application/octet-stream, an HTML error page served as application/pdf).
import type { DocumentFormat } from './types';

/** PDF writers and mail gateways sometimes put junk before the header; readers accept it within 1 KiB. */
const PDF_HEADER_WINDOW = 1024;

export type DetectedFormat = DocumentFormat | 'empty' | 'unknown';

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((value, index) => bytes[offset + index] === value);
}

export function detectFormat(bytes: Buffer): DetectedFormat {
  if (
    bytes.length === 0 ||
    bytes.every((byte) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09)
  ) {
    return 'empty';
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  // BigTIFF (version 43) is read by the same decoder.
  if (startsWith(bytes, [0x49, 0x49, 0x2b, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2b]))
    return 'tiff';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  const head = bytes.subarray(0, PDF_HEADER_WINDOW + 5).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  return 'unknown';
}
