// Document reading benchmark: `npm run bench:documents`.
// Generates a one-page text PDF and a one-page 300-dpi scan (as PDF and PNG), then measures reading
// latency on one core (pool size 1), the raw tesseract time of the same page, the pipeline's overhead
// over it, throughput with one and two reading threads, and peak RSS. `runDocumentsBench({ verify })`
// plugs the understanding stage in, so the same figures can be taken for the whole engine.
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { createDocumentReader } from '../src/engines/document/reading';
import type { ReadDocument } from '../src/engines/document/reading';
import { understandAndDecide } from '../src/engines/document/index';
import type { DocumentJob } from '../src/engines/contract';
import { DOCUMENT_RULE_DEFAULTS, effectiveRules } from '../src/domain/rules';

export interface DocumentsBenchOptions {
  /** Runs after each read (e.g. the understanding stage); its time is included in the figures. */
  readonly verify?: (document: ReadDocument, bytes: Buffer) => Promise<unknown>;
  /** Scale of the iteration counts (default 1, or BENCH_SCALE). */
  readonly scale?: number;
}

interface Row {
  readonly case: string;
  readonly runs: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly note: string;
}

const LINES = [
  'Tuberculosis Screening Report',
  'Patient name: Maria Gonzalez          Date of birth: 1985-03-14',
  'Test type: QuantiFERON-TB Gold Plus (blood test)',
  'Collected: 2026-05-02        Resulted: 2026-05-04',
  'Result:  [X] Negative   [ ] Positive   [ ] Indeterminate',
  'Performing laboratory: County Public Health Laboratory, 100 Main Street',
  'Reviewed by: Dr. Alan Whitfield, MD',
];

function textPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const parts: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => parts.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.fontSize(12);
    for (const line of LINES) doc.text(line).moveDown(0.5);
    doc.end();
  });
}

function scanPng(): Promise<Buffer> {
  const px = 50;
  const body = LINES.map(
    (line, i) =>
      `<text x="300" y="${300 + i * px * 1.8}" font-family="DejaVu Sans" font-size="${px}" xml:space="preserve">${line}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2550" height="3300"><rect width="100%" height="100%" fill="white"/>${body}</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toBuffer();
}

/**
 * The same page photographed: shrunk to a phone's framing, turned 4 degrees, laid on a striped desk and
 * saved as a 4000 × 3000 JPEG, the way a user's camera delivers it.
 */
async function photoJpeg(png: Buffer): Promise<Buffer> {
  const sheet = await sharp(png)
    .resize({ height: 2500 })
    .rotate(4, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const stripes = Array.from(
    { length: 120 },
    (_, i) => `<rect x="0" y="${i * 25}" width="4000" height="10" fill="#000" opacity="0.15"/>`,
  ).join('');
  const desk = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><rect width="100%" height="100%" fill="#7a5230"/>${stripes}</svg>`;
  return sharp(Buffer.from(desk))
    .composite([{ input: sheet, left: 1100, top: 200 }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

function scanPdf(png: Buffer): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const parts: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => parts.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.image(png, 0, 0, { width: 612, height: 792 });
    doc.end();
  });
}

function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

async function timed(runs: number, once: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await once();
    samples.push(performance.now() - started);
  }
  return samples;
}

function row(name: string, samples: readonly number[], note = ''): Row {
  return {
    case: name,
    runs: samples.length,
    medianMs: quantile(samples, 0.5),
    p95Ms: quantile(samples, 0.95),
    note,
  };
}

async function rawTesseract(png: Buffer, runs: number): Promise<number[]> {
  const langPath = path.join(
    path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' });
  try {
    await worker.recognize(png);
    return await timed(runs, () => worker.recognize(png));
  } finally {
    await worker.terminate();
  }
}

async function throughput(
  poolSize: number,
  png: Buffer,
  jobs: number,
  options: DocumentsBenchOptions,
): Promise<number> {
  const reader = createDocumentReader({ poolSize });
  try {
    await Promise.all(Array.from({ length: poolSize }, () => reader.readBytes(png)));
    const started = performance.now();
    await Promise.all(
      Array.from({ length: jobs }, async () => {
        const document = await reader.readBytes(png);
        await options.verify?.(document, png);
      }),
    );
    return (jobs / (performance.now() - started)) * 60_000;
  } finally {
    await reader.close();
  }
}

export async function runDocumentsBench(options: DocumentsBenchOptions = {}): Promise<Row[]> {
  const scale = options.scale ?? Number(process.env.BENCH_SCALE ?? 1);
  const runs = (n: number): number => Math.max(1, Math.round(n * scale));
  const [pdf, png] = await Promise.all([textPdf(), scanPng()]);
  const scannedPdf = await scanPdf(png);
  const label = options.verify ? 'read + verify' : 'read';
  const reader = createDocumentReader({ poolSize: 1 });
  const rows: Row[] = [];
  try {
    const read = async (bytes: Buffer): Promise<void> => {
      const document = await reader.readBytes(bytes);
      await options.verify?.(document, bytes);
    };
    await read(pdf);
    await read(png);
    rows.push(row(`${label}: text-layer PDF`, await timed(runs(30), () => read(pdf)), 'pool 1'));
    const scanPdfSamples = await timed(runs(6), () => read(scannedPdf));
    rows.push(row(`${label}: scanned PDF, 300 dpi`, scanPdfSamples, 'pool 1'));
    const scanPngSamples = await timed(runs(6), () => read(png));
    rows.push(row(`${label}: PNG scan, 300 dpi`, scanPngSamples, 'pool 1'));
    const photo = await photoJpeg(png);
    await read(photo);
    rows.push(row(`${label}: phone photo, 12 MP JPEG`, await timed(runs(6), () => read(photo)), 'pool 1'));
    const raw = await rawTesseract(png, runs(5));
    rows.push(row('raw tesseract.js recognize, same page', raw, 'main thread'));
    const overhead = quantile(scanPngSamples, 0.5) - quantile(raw, 0.5);
    rows.push({
      case: 'pipeline overhead over raw OCR (PNG)',
      runs: 0,
      medianMs: overhead,
      p95Ms: NaN,
      note: 'median',
    });
  } finally {
    await reader.close();
  }
  for (const poolSize of [1, 2]) {
    const perMinute = await throughput(poolSize, png, runs(8), options);
    rows.push({
      case: `throughput, PNG scans, pool ${poolSize}`,
      runs: runs(8),
      medianMs: NaN,
      p95Ms: NaN,
      note: `${perMinute.toFixed(1)} documents/min`,
    });
  }
  return rows;
}

function format(ms: number): string {
  return Number.isNaN(ms) ? '' : ms.toFixed(0);
}

/** The whole engine: the understanding stage and the checks run after each read (BENCH_READ_ONLY=1 skips them). */
function engineVerify(): DocumentsBenchOptions['verify'] {
  if (process.env.BENCH_READ_ONLY === '1') return undefined;
  const job: DocumentJob = {
    verificationId: '0195b2a4-0000-7000-8000-000000000001',
    accountId: 'bench',
    document: { url: 'https://bench.invalid/tb.pdf', type: 'tuberculosis_test' },
    person: { first_name: 'Maria', last_name: 'Gonzalez', dob: '1985-03-14' },
    rules: effectiveRules(DOCUMENT_RULE_DEFAULTS.tuberculosis_test, { valid_on: '2026-11-21' }, '2026-11-21'),
  };
  return async (document) => {
    const outcome = understandAndDecide(document, job);
    if (outcome.decision !== 'accepted')
      throw new Error(`the bench document was ${outcome.decision}: ${outcome.issues.join(', ')}`);
    return outcome;
  };
}

runDocumentsBench({ verify: engineVerify() })
  .then((rows) => {
    console.table(
      rows.map((r) => ({
        case: r.case,
        runs: r.runs || '',
        'median ms': format(r.medianMs),
        'p95 ms': format(r.p95Ms),
        note: r.note,
      })),
    );
    console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB (all threads)`);
    // Figures taken on a busy machine are not comparable; the load says how busy it was.
    const load = os.loadavg().map((value) => value.toFixed(2));
    console.log(`cores: ${os.availableParallelism()}, load average: ${load.join(' ')}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
