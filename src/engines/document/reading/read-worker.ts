// Entry point of a reading thread: PDF parsing and rendering, image decoding and OCR all run here, off
// the main event loop. One job at a time; the pool never sends a second one before the reply.
import { parentPort } from 'node:worker_threads';
import { readImage } from './image-pages';
import { closeOcr, warmOcr } from './ocr';
import { loadMupdf, readPdf } from './pdf-pages';
import { DocumentReadFailure } from './types';
import type { JobReply, PagesRead, ReadJobRequest, WorkerReply, WorkerRequest } from './worker-protocol';

async function run(job: ReadJobRequest, onPage: () => void): Promise<PagesRead> {
  if (job.format === 'pdf') return readPdf(job.bytes, job.limits, onPage);
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  return readImage(bytes, job.limits, onPage);
}

async function handle(job: ReadJobRequest, onPage: () => void): Promise<JobReply> {
  try {
    return { type: 'result', id: job.id, ok: true, result: await run(job, onPage) };
  } catch (error) {
    const issue = error instanceof DocumentReadFailure ? error.issue : 'processing error';
    const message = error instanceof Error ? error.message : String(error);
    return { type: 'result', id: job.id, ok: false, issue, message };
  }
}

const port = parentPort;
if (port) {
  port.on('message', (message: WorkerRequest) => {
    if (message.type === 'close') {
      void closeOcr().finally(() => port.close());
      return;
    }
    const onPage = () => port.postMessage({ type: 'page', id: message.id } satisfies WorkerReply);
    void handle(message, onPage).then((reply) => port.postMessage(reply));
  });
  // A failed warm-up is not fatal: the first job loads again and reports the failure as its own.
  void Promise.allSettled([loadMupdf(), warmOcr()]).then(() =>
    port.postMessage({ type: 'ready' } satisfies WorkerReply),
  );
}
