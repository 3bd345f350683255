// Entry point of a reading thread: PDF parsing and rendering, image decoding and OCR all run here, off
// the main event loop. One job at a time; the pool never sends a second one before the reply.
import { parentPort } from 'node:worker_threads';
import { readImage } from './image-pages';
import { closeOcr } from './ocr';
import { readPdf } from './pdf-pages';
import { DocumentReadFailure } from './types';
import type { PagesRead, ReadJobRequest, WorkerReply, WorkerRequest } from './worker-protocol';

async function run(job: ReadJobRequest): Promise<PagesRead> {
  if (job.format === 'pdf') return readPdf(job.bytes, job.limits);
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  return readImage(bytes, job.limits);
}

async function handle(job: ReadJobRequest): Promise<WorkerReply> {
  try {
    return { id: job.id, ok: true, result: await run(job) };
  } catch (error) {
    if (error instanceof DocumentReadFailure)
      return { id: job.id, ok: false, issue: error.issue, message: error.message };
    const message = error instanceof Error ? error.message : String(error);
    return { id: job.id, ok: false, issue: 'processing error', message };
  }
}

const port = parentPort;
if (port) {
  port.on('message', (message: WorkerRequest) => {
    if (message.type === 'close') {
      void closeOcr().finally(() => port.close());
      return;
    }
    void handle(message).then((reply) => port.postMessage(reply));
  });
}
