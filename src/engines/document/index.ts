// The document engine: read (fetch → text layer / OCR) → understand → check → outcome.
import type { DocumentEngine, DocumentJob, EngineOutcome } from '../contract';
import { TransientFault } from '../contract';
import type { Logger } from '../../shared/logger';
import type { DocumentReader, ReadDocument } from './reading/types';
import { DocumentReadFailure } from './reading/types';
import { understand } from './understanding/index';
import { decide, validOnOf } from './checks/index';
import type { CompletedOutcome } from '../contract';
import { ruleNumber } from './checks/rules';

export interface DocumentEngineOptions {
  readonly reader: DocumentReader;
  readonly logger?: Logger;
  /** Hears how long understanding (extraction, checks, decision) took. */
  readonly onStage?: (stage: 'understand', seconds: number) => void;
}

/** Pure: what the engine decides for a document already read. Tests and the corpus evaluation use it. */
export function understandAndDecide(read: ReadDocument, job: DocumentJob): CompletedOutcome {
  const u = understand(read, job.document.type, {
    validOn: validOnOf(job),
    defaultValidityYears: ruleNumber(job.rules, 'default_validity_years', 3) ?? 3,
    person: job.person,
  });
  return decide(u, job);
}

export function createDocumentEngine(options: DocumentEngineOptions): DocumentEngine {
  const { reader, logger } = options;
  return {
    async verify(job: DocumentJob): Promise<EngineOutcome> {
      let read: ReadDocument;
      try {
        read = await reader.read(job.document.url, job.signal);
      } catch (err) {
        if (err instanceof TransientFault) throw err;
        if (err instanceof DocumentReadFailure)
          return { kind: 'failed', issues: [err.issue], reason: err.message };
        logger?.error({ err, verificationId: job.verificationId }, 'document reading failed unexpectedly');
        return {
          kind: 'failed',
          issues: ['processing error'],
          reason: err instanceof Error ? err.message : String(err),
        };
      }
      const started = performance.now();
      try {
        return understandAndDecide(read, job);
      } catch (err) {
        logger?.error({ err, verificationId: job.verificationId }, 'document understanding failed');
        return {
          kind: 'failed',
          issues: ['processing error'],
          reason: err instanceof Error ? err.message : String(err),
        };
      } finally {
        options.onStage?.('understand', (performance.now() - started) / 1000);
      }
    },
    close: () => reader.close(),
  };
}
