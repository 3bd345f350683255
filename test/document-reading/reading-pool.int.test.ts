// The reading pool's time-box, page by page, on a stand-in reading thread that takes a set time per page:
// a long record whose pages each fit the box is read whole; one page over the box fails the job.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { silentLogger } from '../../src/shared/logger';
import { DocumentReadFailure } from '../../src/engines/document/reading';
import { ReadingPool } from '../../src/engines/document/reading/reading-pool';

// Reads "<pages>x<ms>" from the job's bytes and reports each page after that many milliseconds.
const STAND_IN = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (message) => {
  if (message.type !== 'read') return;
  const [pages, ms] = Buffer.from(message.bytes).toString().split('x').map(Number);
  let read = 0;
  const next = () => {
    if (read === pages) {
      parentPort.postMessage({ type: 'result', id: message.id, ok: true, result: { pages: [], truncated: false, notes: [String(pages)] } });
      return;
    }
    read += 1;
    parentPort.postMessage({ type: 'page', id: message.id });
    setTimeout(next, ms);
  };
  setTimeout(next, ms);
});
parentPort.postMessage({ type: 'ready' });
`;

const LIMITS = { maxPages: 20, maxInputPixels: 1_000_000 };

describe('document reading: the time-box is per page', () => {
  let dir: string;
  let pool: ReadingPool;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reading-pool-'));
    fs.writeFileSync(path.join(dir, 'stand-in.js'), STAND_IN);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  beforeEach(() => {
    pool = new ReadingPool({
      size: 1,
      jobTimeoutMs: 1000,
      scriptPath: path.join(dir, 'stand-in.js'),
      logger: silentLogger,
    });
  });
  afterEach(() => pool.close());

  it('reads a record whose pages together take longer than the box', async () => {
    const started = Date.now();
    const read = await pool.run('pdf', Buffer.from('6x250'), LIMITS);
    expect(read.notes).toEqual(['6']);
    expect(Date.now() - started).toBeGreaterThan(1000);
  });

  it('fails a page that takes longer than the box as a processing error, and keeps working', async () => {
    const failure = await pool.run('pdf', Buffer.from('2x2500'), LIMITS).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DocumentReadFailure);
    expect((failure as DocumentReadFailure).issue).toBe('processing error');
    expect((failure as DocumentReadFailure).message).toContain('took longer than 1000 ms');
    expect((await pool.run('pdf', Buffer.from('1x10'), LIMITS)).notes).toEqual(['1']);
  });
});
