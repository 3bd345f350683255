// The document reading stage: what other modules import.
export { createDocumentReader, READER_DEFAULTS } from './document-reader';
export type { DocumentReaderOptions } from './document-reader';
export { detectFormat } from './format';
export type { DetectedFormat } from './format';
export { normaliseCheckboxes } from './checkboxes';
export { DocumentReadFailure } from './types';
export type {
  DocumentFormat,
  DocumentReader,
  ReadDocument,
  ReadFailureIssue,
  ReadLine,
  ReadPage,
} from './types';
