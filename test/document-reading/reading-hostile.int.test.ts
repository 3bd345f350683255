import zlib from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';
import { TransientFault } from '../../src/engines/contract';
import { createDocumentReader, DocumentReadFailure } from '../../src/engines/document/reading';
import type { DocumentReader, ReadFailureIssue } from '../../src/engines/document/reading';
import { makePdf, scanPng, TB_LINES, textPdf } from './fixtures';

jest.setTimeout(60_000);

async function issueOf(promise: Promise<unknown>): Promise<ReadFailureIssue> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DocumentReadFailure) return error.issue;
    throw error;
  }
  throw new Error('expected a DocumentReadFailure');
}

/** A one-page PDF whose content stream inflates from about 250 KiB to 256 MiB of blanks. */
async function flateBombPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const data = zlib.deflateSync(Buffer.alloc(256 * 1024 * 1024, 0x20), { level: 9 });
  page.node.set(
    PDFName.of('Contents'),
    doc.context.register(doc.context.stream(data, { Filter: 'FlateDecode' })),
  );
  return Buffer.from(await doc.save());
}

/** A real PNG whose header claims 100 000 × 100 000 pixels. */
async function hugeHeaderPng(): Promise<Buffer> {
  const png = Buffer.from(await scanPng(['tiny']));
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe('document reading: hostile and broken input', () => {
  let reader: DocumentReader;

  beforeAll(() => {
    reader = createDocumentReader({ poolSize: 1, maxPages: 3, jobTimeoutMs: 30_000 });
  });
  afterAll(() => reader.close());

  it('refuses an empty body and whitespace', async () => {
    expect(await issueOf(reader.readBytes(Buffer.alloc(0)))).toBe('document is empty');
    expect(await issueOf(reader.readBytes(Buffer.from('  \n')))).toBe('document is empty');
  });

  it('refuses HTML and other formats', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><body><h1>Access denied</h1></body></html>');
    expect(await issueOf(reader.readBytes(html))).toBe('unsupported file format');
    expect(await issueOf(reader.readBytes(Buffer.from('GIF89a........')))).toBe('unsupported file format');
  });

  it('refuses an encrypted PDF as password protected', async () => {
    const pdf = await textPdf(TB_LINES, { userPassword: 'secret', ownerPassword: 'owner' });
    expect(await issueOf(reader.readBytes(pdf))).toBe('document is password protected');
  });

  it('reads a PDF that only has an owner password (permissions)', async () => {
    const pdf = await textPdf(TB_LINES, {
      ownerPassword: 'owner',
      permissions: { printing: 'lowResolution' },
    });
    expect((await reader.readBytes(pdf)).text).toContain('Maria Gonzalez');
  });

  it('refuses truncated PDFs as an unsupported format', async () => {
    const pdf = await textPdf(TB_LINES);
    expect(await issueOf(reader.readBytes(pdf.subarray(0, Math.floor(pdf.length * 0.6))))).toBe(
      'unsupported file format',
    );
    expect(await issueOf(reader.readBytes(Buffer.from('%PDF-1.7\n')))).toBe('unsupported file format');
  });

  it('refuses a corrupt image as an unsupported format', async () => {
    const png = await scanPng(['x']);
    const corrupt = Buffer.concat([png.subarray(0, 40), Buffer.alloc(400, 0x5a)]);
    expect(await issueOf(reader.readBytes(corrupt))).toBe('unsupported file format');
  });

  it('refuses huge image dimensions from the header, before decoding', async () => {
    const started = Date.now();
    expect(await issueOf(reader.readBytes(await hugeHeaderPng()))).toBe('file too large');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses bytes over the size cap', async () => {
    const small = createDocumentReader({ poolSize: 1, maxBytes: 1000 });
    try {
      expect(await issueOf(small.readBytes(await textPdf(TB_LINES.concat(TB_LINES, TB_LINES))))).toBe(
        'file too large',
      );
    } finally {
      await small.close();
    }
  });

  it('gets through a PDF flate bomb without exhausting memory', async () => {
    const before = process.memoryUsage().rss;
    expect(await issueOf(reader.readBytes(await flateBombPdf()))).toBe('document is empty');
    expect(process.memoryUsage().rss - before).toBeLessThan(400 * 1024 * 1024);
  });

  it('reports a blank scan as empty', async () => {
    expect(await issueOf(reader.readBytes(await scanPng([])))).toBe('document is empty');
  });

  it('reads only the first pages of a long PDF and says so', async () => {
    const pdf = await makePdf((doc) => {
      for (let page = 1; page <= 5; page += 1) {
        if (page > 1) doc.addPage();
        doc.fontSize(12).text(`Page ${page} of the immunization history for Maria Gonzalez`);
      }
    });
    const document = await reader.readBytes(pdf);
    expect(document.pages).toHaveLength(3);
    expect(document.truncated).toBe(true);
  });
});

describe('document reading: the reading pool', () => {
  it('time-boxes a page, replaces the thread and keeps working', async () => {
    // A scanned page's OCR takes seconds, a text PDF's page some milliseconds.
    const reader = createDocumentReader({ poolSize: 1, jobTimeoutMs: 500 });
    try {
      expect(await issueOf(reader.readBytes(await scanPng(TB_LINES)))).toBe('processing error');
      expect((await reader.readBytes(await textPdf(TB_LINES))).text).toContain('Tuberculosis');
    } finally {
      await reader.close();
    }
  });

  it('queues jobs beyond the pool size and answers each', async () => {
    const reader = createDocumentReader({ poolSize: 1 });
    try {
      const pdfs = await Promise.all([1, 2, 3].map((n) => textPdf([`Document number ${n}`, ...TB_LINES])));
      const documents = await Promise.all(pdfs.map((pdf) => reader.readBytes(pdf)));
      expect(documents.map((document) => document.pages[0].lines[0].text)).toEqual([
        'Document number 1',
        'Document number 2',
        'Document number 3',
      ]);
    } finally {
      await reader.close();
    }
  });

  it('stops a job when the caller aborts', async () => {
    const reader = createDocumentReader({ poolSize: 1 });
    try {
      const controller = new AbortController();
      const reading = reader.readBytes(await scanPng(TB_LINES), controller.signal);
      setTimeout(() => controller.abort(new Error('shutting down')), 50);
      await expect(reading).rejects.toThrow('shutting down');
      expect((await reader.readBytes(await textPdf(TB_LINES))).ocr).toBe(false);
    } finally {
      await reader.close();
    }
  });

  it('rejects pending and later jobs once closed, as transient', async () => {
    const reader = createDocumentReader({ poolSize: 1 });
    const scan = await scanPng(TB_LINES);
    const first = expect(reader.readBytes(scan)).rejects.toBeInstanceOf(TransientFault);
    const queued = expect(reader.readBytes(scan)).rejects.toBeInstanceOf(TransientFault);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await reader.close();
    await first;
    await queued;
    await expect(reader.readBytes(scan)).rejects.toBeInstanceOf(TransientFault);
  });
});
