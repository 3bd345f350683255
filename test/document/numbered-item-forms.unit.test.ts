import { understandAndDecide } from '../../src/engines/document/index';
import type { Cell } from './helpers';
import { jobOf, placed } from './helpers';

/** A report of medical examination whose captions are numbered items, each value under its caption. */
const REPORT: readonly Cell[] = [
  [40, 20, 'REPORT OF MEDICAL EXAMINATION'],
  [40, 40, '1. LAST NAME - FIRST NAME - MIDDLE NAME'],
  [40, 55, "O'BRIEN KATHERINE ANNE"],
  [40, 70, '2. DATE OF BIRTH (YYYYMMDD)'],
  [40, 85, '19900228'],
  [40, 100, '8. DATE OF EXAMINATION (YYYYMMDD)'],
  [40, 115, '20260827'],
  [40, 130, "41. EXAMINER'S DETERMINATION (check one)"],
  [40, 145, '[x] Examinee is medically QUALIFIED for assignment without limitation.'],
  [40, 160, '43. TYPED OR PRINTED NAME OF EXAMINER'],
  [40, 175, 'Curtis Vanlandingham, DO'],
  [40, 190, '46. SIGNATURE OF EXAMINER'],
  [300, 190, '47. DATE SIGNED (YYYYMMDD)'],
  [40, 205, 'C. Vanlandingham'],
  [300, 205, '20260829'],
  [40, 220, '48. FOR HEALTH SERVICES USE ONLY'],
];

describe('a numbered-item examination report', () => {
  it('reads the name written under "SIGNATURE OF EXAMINER  47. DATE SIGNED" as signed, not a stamp beside the next item', () => {
    const out = understandAndDecide(placed(REPORT), jobOf('physical_exam'));
    expect(out.data).toMatchObject({ examiner: { signature: 'present' } });
    expect(out.issues).not.toContain('missing examiner signature');
  });
});
