import { understandAndDecide } from '../../src/engines/document/index';
import { jobOf, ocrLinesOf } from './helpers';

/** A health passport's page of skin tests, one entry under the other, the newest one read poorly. */
const PASSPORT = (newest: { placed: string; read: string; confidence: number }) =>
  ocrLinesOf([
    { text: 'TUBERCULOSIS SCREENING - Skin tests (TST / PPD)', confidence: 95 },
    { text: "Name: Katherine O'Brien", confidence: 95 },
    { text: 'PLACED 8/22/2024 Left forearm Lot C2308', confidence: 90 },
    { text: 'READ 8/24/2024 0 mm NEG', confidence: 90 },
    { text: newest.placed, confidence: newest.confidence },
    { text: newest.read, confidence: newest.confidence },
  ]);

describe('a log of tests whose newest entry was read poorly', () => {
  const job = jobOf('tuberculosis_test', { valid_on: '2026-11-21' });

  it('holds "test too old" for doubt when a later entry under the same caption has no date the reader could take', () => {
    const out = understandAndDecide(
      PASSPORT({ placed: 'PLACEDARMROT sy oR et', read: 'BN a i MM NEG REY', confidence: 55 }),
      job,
    );
    expect(out.issues).not.toContain('test too old');
    expect(out.decision).toBe('flagged');
  });

  it('still finds the test too old when the later entry was read clearly and left blank', () => {
    const out = understandAndDecide(PASSPORT({ placed: 'PLACED', read: 'READ', confidence: 95 }), job);
    expect(out.issues).toContain('test too old');
    expect(out.decision).toBe('rejected');
  });
});
