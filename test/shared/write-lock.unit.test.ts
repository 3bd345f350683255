// The write lock between the threads of one process: a thread that wants a file another thread writes
// waits until that thread releases it, and is woken by the release.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { acquireWriteLock, processWriteLocks, releaseWriteLocksOf } from '../../src/storage/write-lock';

const COMPILED = path.resolve(__dirname, '..', '..', 'dist', 'src', 'storage', 'write-lock.js');

/** A thread that takes `file`'s lock, says when it has it, and releases it when told (or never). */
function contender(file: string, release: boolean): { worker: Worker; acquired: Promise<number> } {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const locks = require(workerData.compiled);
     locks.useProcessWriteLocks(workerData.buffer);
     const lock = locks.acquireWriteLock(workerData.file);
     parentPort.postMessage(Date.now());
     parentPort.once('message', () => { if (workerData.release) lock.release(); parentPort.close(); });`,
    { eval: true, workerData: { compiled: COMPILED, buffer: processWriteLocks(), file, release } },
  );
  const acquired = new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { worker, acquired };
}

/** Whether `p` is still unsettled after `ms`. */
async function pending(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((r) => (timer = setTimeout(() => r(true), ms)));
  try {
    return await Promise.race([p.then(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the write lock between threads', () => {
  it('keeps a second thread waiting until the holder releases, then wakes it at once', async () => {
    const lock = acquireWriteLock('/data/a.db');
    const other = contender('/data/a.db', true);
    expect(await pending(other.acquired, 300)).toBe(true);
    const released = Date.now();
    lock.release();
    const at = await other.acquired;
    expect(at - released).toBeLessThan(1000);
    other.worker.postMessage('done');
    await new Promise((r) => other.worker.once('exit', r));
  });

  it('is taken again by its holder without waiting, and freed by the last release', async () => {
    const outer = acquireWriteLock('/data/b.db');
    const inner = acquireWriteLock('/data/b.db');
    const other = contender('/data/b.db', true);
    inner.release();
    expect(await pending(other.acquired, 300)).toBe(true);
    outer.release();
    await other.acquired;
    other.worker.postMessage('done');
    await new Promise((r) => other.worker.once('exit', r));
  });

  it('does not hold one file while another is written', async () => {
    const lock = acquireWriteLock('/data/c.db');
    const other = contender('/data/other-file.db', true);
    expect(await pending(other.acquired, 3000)).toBe(false);
    lock.release();
    other.worker.postMessage('done');
    await new Promise((r) => other.worker.once('exit', r));
  });

  it('frees what a thread that ended still held', async () => {
    const other = contender('/data/d.db', false);
    await other.acquired;
    const thread = other.worker.threadId;
    other.worker.postMessage('done');
    await new Promise((r) => other.worker.once('exit', r));
    releaseWriteLocksOf(thread);
    const started = Date.now();
    acquireWriteLock('/data/d.db').release();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('needs no lock for an in-memory database', () => {
    const a = acquireWriteLock(':memory:', true);
    const b = acquireWriteLock(':memory:', true);
    a.release();
    b.release();
  });
});
