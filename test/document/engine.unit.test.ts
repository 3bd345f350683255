import { createDocumentEngine, understandAndDecide } from '../../src/engines/document/index';
import { TransientFault } from '../../src/engines/contract';
import type { DocumentReader, ReadDocument } from '../../src/engines/document/reading/types';
import { DocumentReadFailure } from '../../src/engines/document/reading/types';
import { ISSUE_PATTERN } from '../../src/shared/value-sets';
import { doc, jobOf, readOf } from './helpers';

const BADGE = doc(
  'ShiftWell Staffing Badge',
  "Professional: Katherine O'Brien",
  'Badge ID: B-448812',
  'Status: Active',
  'Issued: 01/10/2026',
  'Valid through: 01/10/2027',
);

function readerOf(read: () => Promise<ReadDocument>): DocumentReader {
  return { read, readBytes: read, close: async () => undefined };
}

describe('document engine', () => {
  it('reads, understands and decides', async () => {
    const engine = createDocumentEngine({ reader: readerOf(async () => readOf(BADGE)) });
    const outcome = await engine.verify(jobOf('partner_health_badge'));
    expect(outcome).toMatchObject({ kind: 'completed', decision: 'accepted', issues: [] });
    if (outcome.kind !== 'completed') throw new Error('expected a completed outcome');
    expect(outcome.confidence).toBeGreaterThanOrEqual(85);
    expect(outcome.data).toMatchObject({
      person: {
        name: { source: "Katherine Anne O'Brien", extracted: "Katherine O'Brien", status: 'match' },
        dob: { source: '1990-02-28', extracted: null, status: 'not_present' },
      },
      badge: {
        id: 'B-448812',
        status: 'active',
        expiration_date: '2027-01-10',
        issuer: 'ShiftWell Staffing',
      },
    });
  });

  it('turns a reading failure into a failed outcome with its issue', async () => {
    const engine = createDocumentEngine({
      reader: readerOf(async () => {
        throw new DocumentReadFailure('unsupported file format', 'a zip archive');
      }),
    });
    await expect(engine.verify(jobOf('resume'))).resolves.toEqual({
      kind: 'failed',
      issues: ['unsupported file format'],
      reason: 'a zip archive',
    });
  });

  it('lets transient faults through for the worker to retry', async () => {
    const engine = createDocumentEngine({
      reader: readerOf(async () => {
        throw new TransientFault('connection reset', 'document could not be fetched');
      }),
    });
    await expect(engine.verify(jobOf('resume'))).rejects.toBeInstanceOf(TransientFault);
  });

  it('reports unexpected errors as a processing error', async () => {
    const engine = createDocumentEngine({
      reader: readerOf(async () => {
        throw new Error('boom');
      }),
    });
    await expect(engine.verify(jobOf('resume'))).resolves.toMatchObject({
      kind: 'failed',
      issues: ['processing error'],
    });
  });

  it('is pure: the same read and job give the same outcome, with well-formed issues', () => {
    const job = jobOf('partner_health_badge', { valid_on: '2027-06-01', accepted_issuers: ['Acme'] });
    const a = understandAndDecide(readOf(BADGE), job);
    const b = understandAndDecide(readOf(BADGE), job);
    expect(a).toEqual(b);
    expect(a.issues).toEqual(['unsupported issuer', 'document expired']);
    for (const issue of a.issues) expect(issue).toMatch(ISSUE_PATTERN);
  });

  it('flags an unreadable document instead of listing every missing field', () => {
    const outcome = understandAndDecide(readOf('T8 5kin ~~ ;; . ,,', 22), jobOf('tuberculosis_test'));
    expect(outcome.decision).toBe('flagged');
    expect(outcome.issues).toEqual(['invalid extraction']);
    expect(outcome.confidence).toBeLessThan(85);
  });

  it('claims 60 or less when it rejects a document only for a field it did not find', () => {
    const noId = BADGE.replace('Badge ID: B-448812\n', '');
    const photo = understandAndDecide(readOf(noId, 92), jobOf('partner_health_badge'));
    expect(photo.issues).toEqual(['missing badge id']);
    expect(photo.decision).toBe('rejected');
    expect(photo.confidence).toBeLessThan(60);
    // A text layer's words are exact, but a caption the engine does not know hides a field as well.
    const pdf = understandAndDecide(readOf(noId, 100), jobOf('partner_health_badge'));
    expect(pdf.decision).toBe('rejected');
    expect(pdf.confidence).toBeLessThanOrEqual(60);
    // Its caption printed with nothing beside it: the field was seen blank.
    const blank = BADGE.replace('Badge ID: B-448812', 'Badge ID: ________');
    const seen = understandAndDecide(readOf(blank, 100), jobOf('partner_health_badge'));
    expect(seen.issues).toEqual(['missing badge id']);
    expect(seen.confidence).toBeGreaterThanOrEqual(80);
  });

  it('flags a field whose caption stands by a poorly read line instead of calling it missing', () => {
    const scrawl = (confidence: number) => ({
      format: 'jpeg' as const,
      pages: [
        {
          index: 0,
          source: 'ocr' as const,
          text: '',
          confidence: 88,
          lines: [
            { text: 'ShiftWell Staffing Badge', confidence: 95 },
            { text: "Professional: Katherine O'Brien", confidence: 93 },
            { text: 'Badge ID: B-448812', confidence: 94 },
            { text: 'Status: Active', confidence: 95 },
            { text: 'Issued: 01/10/2026', confidence: 94 },
            { text: 'Valid through: 0V/IO/2O2?', confidence },
          ],
        },
      ],
      text: '',
      confidence: 88,
      ocr: true,
    });
    const unread = understandAndDecide(scrawl(41), jobOf('partner_health_badge'));
    expect(unread.issues).toEqual(['invalid extraction']);
    expect(unread.decision).toBe('flagged');
    expect(unread.confidence).toBeLessThan(60);
    // Read clearly, the same line holds no date: the field is missing.
    const blank = understandAndDecide(scrawl(96), jobOf('partner_health_badge'));
    expect(blank.issues).toEqual(['missing expiration date']);
  });

  it('scores a blurry read lower than a clean one', () => {
    const clean = understandAndDecide(readOf(BADGE, 100), jobOf('partner_health_badge'));
    const blurry = understandAndDecide(readOf(BADGE, 58), jobOf('partner_health_badge'));
    expect(blurry.confidence as number).toBeLessThan(clean.confidence as number);
  });
});
