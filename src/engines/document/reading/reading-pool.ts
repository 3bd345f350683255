// A fixed number of reading threads with a queue in front. Each job is time-boxed page by page: the box
// starts when the job reaches a thread and again each time the thread reports a page read, so a long
// multi-page record is read whole while no single page (or the parse before the first) may take longer.
// A hostile file that makes MuPDF, sharp or tesseract spin cannot be interrupted from inside, so the
// thread is terminated and a fresh one takes its place. Idle threads are unref'd so they never keep the
// process alive.
import { Worker } from 'node:worker_threads';
import { TransientFault } from '../../contract';
import type { Logger } from '../../../shared/logger';
import { DocumentReadFailure } from './types';
import type { DocumentFormat } from './types';
import type { JobReply, PageLimits, PagesRead, WorkerReply } from './worker-protocol';

export interface ReadingPoolOptions {
  readonly size: number;
  /** Time-box of one page (and of the parse before the first page). */
  readonly jobTimeoutMs: number;
  readonly scriptPath: string;
  readonly logger: Logger;
}

interface Job {
  readonly id: number;
  readonly format: DocumentFormat;
  readonly bytes: Uint8Array;
  readonly limits: PageLimits;
  readonly signal?: AbortSignal;
  readonly resolve: (result: PagesRead) => void;
  readonly reject: (error: Error) => void;
  onAbort?: () => void;
}

interface Slot {
  readonly worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

const CLOSE_GRACE_MS = 3000;

export class ReadingPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: ReadingPoolOptions) {}

  run(format: DocumentFormat, bytes: Buffer, limits: PageLimits, signal?: AbortSignal): Promise<PagesRead> {
    if (this.closed)
      return Promise.reject(new TransientFault('document reader is closed', 'processing error'));
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise<PagesRead>((resolve, reject) => {
      // A private copy, because the caller's Buffer may share its memory with other Buffers and is transferred.
      const job: Job = {
        id: this.nextId++,
        format,
        bytes: new Uint8Array(bytes),
        limits,
        signal,
        resolve,
        reject,
      };
      if (signal) {
        job.onAbort = () => this.abort(job);
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.queue.push(job);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const closing = new TransientFault('document reader closed', 'processing error');
    for (const job of this.queue.splice(0)) this.settle(job, closing);
    // Busy threads are stopped at once (their jobs are already answered); idle ones close tesseract first.
    const slots = [...this.slots];
    const busy = new Set(slots.filter((slot) => slot.job));
    for (const slot of busy) if (slot.job) this.settle(slot.job, closing);
    await Promise.all(slots.map((slot) => this.retire(slot, !busy.has(slot))));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = [...this.slots].find((candidate) => candidate.ready && !candidate.job);
      if (!slot) {
        // Threads still starting will take the queue when ready; start more only while jobs outnumber them.
        const starting = [...this.slots].filter((candidate) => !candidate.ready).length;
        if (this.queue.length > starting) this.spawn();
        break;
      }
      this.start(slot, this.queue.shift() as Job);
    }
    // A thread keeps the process alive only while there is work for it: a running job, or queued jobs
    // waiting for it to start.
    for (const slot of this.slots) {
      if (slot.job || (!slot.ready && this.queue.length > 0)) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  private spawn(): void {
    if (this.closed || this.slots.size >= this.options.size) return;
    const worker = new Worker(this.options.scriptPath, { resourceLimits: { maxOldGenerationSizeMb: 1024 } });
    const slot: Slot = { worker, ready: false };
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') {
        slot.ready = true;
        this.dispatch();
      } else if (reply.type === 'page') {
        if (slot.job?.id === reply.id) this.timeBox(slot, slot.job);
      } else {
        this.finish(slot, reply);
      }
    });
    worker.on('error', (error) => this.fail(slot, `reading thread crashed: ${error.message}`));
    worker.on('exit', (code) => this.fail(slot, `reading thread exited with code ${code}`));
    this.slots.add(slot);
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    this.timeBox(slot, job);
    slot.worker.postMessage(
      { type: 'read', id: job.id, format: job.format, bytes: job.bytes, limits: job.limits },
      [job.bytes.buffer as ArrayBuffer],
    );
  }

  /** (Re)starts the job's time-box: for its first page, or for the next one once a page is read. */
  private timeBox(slot: Slot, job: Job): void {
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      this.options.logger.warn(
        { format: job.format, ms: this.options.jobTimeoutMs },
        'document reading timed out',
      );
      this.fail(slot, `reading a page took longer than ${this.options.jobTimeoutMs} ms`);
    }, this.options.jobTimeoutMs);
  }

  private finish(slot: Slot, reply: JobReply): void {
    const job = slot.job;
    if (!job || job.id !== reply.id) return;
    clearTimeout(slot.timer);
    slot.job = undefined;
    if (reply.ok) this.settle(job, undefined, reply.result);
    else this.settle(job, new DocumentReadFailure(reply.issue, reply.message));
    this.dispatch();
  }

  /** The thread is gone or must go: its job fails as a processing error and a new thread will replace it. */
  private fail(slot: Slot, message: string): void {
    if (!this.slots.has(slot)) return;
    const job = slot.job;
    slot.job = undefined;
    void this.retire(slot, false);
    if (job) this.settle(job, new DocumentReadFailure('processing error', message));
    if (!slot.ready) {
      // A thread that dies while starting (missing build, broken install) would die again: answer the
      // queue instead of respawning in a loop, so the jobs are retried later.
      this.options.logger.error({ message }, 'reading thread failed to start');
      const failure = new TransientFault(message, 'processing error');
      for (const queued of this.queue.splice(0)) this.settle(queued, failure);
      return;
    }
    this.dispatch();
  }

  private abort(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) this.queue.splice(queued, 1);
    const slot = [...this.slots].find((candidate) => candidate.job === job);
    if (slot) {
      slot.job = undefined;
      void this.retire(slot, false);
    }
    this.settle(job, abortError(job.signal));
    this.dispatch();
  }

  private async retire(slot: Slot, graceful: boolean): Promise<void> {
    this.slots.delete(slot);
    clearTimeout(slot.timer);
    slot.job = undefined;
    if (!graceful) {
      await slot.worker.terminate();
      return;
    }
    const exited = new Promise<void>((resolve) => slot.worker.once('exit', () => resolve()));
    slot.worker.postMessage({ type: 'close' });
    const timer = setTimeout(() => void slot.worker.terminate(), CLOSE_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  private settle(job: Job, error?: Error, result?: PagesRead): void {
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    if (error) job.reject(error);
    else job.resolve(result as PagesRead);
  }
}

function abortError(signal?: AbortSignal): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason : new Error('document reading aborted');
}
