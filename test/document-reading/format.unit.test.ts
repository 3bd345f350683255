import { detectFormat } from '../../src/engines/document/reading/format';

const bytes = (...parts: (string | number[])[]): Buffer =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('format detection by magic bytes', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n...')],
    ['pdf', bytes('\r\n junk from a mail gateway \n'.repeat(20), '%PDF-1.4\n')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['tiff', bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])],
    ['tiff', bytes([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['empty', Buffer.alloc(0)],
    ['empty', bytes(' \r\n\t ')],
    ['unknown', bytes('<!DOCTYPE html><html><body>Not found</body></html>')],
    ['unknown', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['unknown', bytes('GIF89a')],
    ['unknown', bytes('x'.repeat(2000), '%PDF-1.4')],
  ])('detects %s', (expected, input) => {
    expect(detectFormat(input)).toBe(expected);
  });
});
