import { understandAndDecide } from '../../src/engines/document/index';
import { doc, jobOf, readOf } from './helpers';

/** A certificate of health written as a sentence with blanks, the printed words to strike out in it. */
const CERTIFICATE = (o: { day?: string; ability?: string; reason?: string } = {}) =>
  doc(
    'CERTIFICATE OF HEALTH',
    'Strike out the printed words that do not apply.',
    'I, Dana Feld, MD , a duly licensed physician / nurse practitioner, hereby certify that on the',
    `${o.day ?? '10th day of October , 20 26'} I personally examined`,
    "Katherine A. O'Brien (name of applicant), date of birth 2/28/1990 ,",
    `and that in my professional opinion he / she ${o.ability ?? 'IS / IS NOT'} physically and mentally able to perform the duties`,
    'WITHOUT RESTRICTION / WITH THE RESTRICTIONS STATED BELOW.',
    o.reason ??
      'Restrictions, accommodations or reason the applicant is not able to perform the duties (write "None" if none):',
    'None',
    'Signature of examining clinician License no. MD-0048812 Date signed 10/12/2026',
    'Dana Feld',
    'Dana Feld, MD',
  );

describe('a certificate of health written in prose, its options struck out', () => {
  const job = jobOf('physical_exam');

  it('dates the exam by the day certified, with the year written after a printed century, not the birth date', () => {
    const out = understandAndDecide(readOf(CERTIFICATE({ ability: 'IS / [x] IS NOT' })), job);
    expect(out.data).toMatchObject({ exam_date: '2026-10-10' });
  });

  it('does not take the birth date after "completed by the employee" for the exam date', () => {
    const out = understandAndDecide(
      readOf(
        doc(
          'EMPLOYEE HEALTH EXAMINATION',
          'PART A - EMPLOYEE (completed by the employee)',
          "SURNAME O'BRIEN  GIVEN NAMES Katherine Anne  DATE OF BIRTH 02/28/1990  POSITION Aide",
          "PART C - PHYSICIAN'S CERTIFICATE",
          'I certify that I examined the above-named employee on 10/28/2026 and that in my opinion',
          '[x] FIT FOR DUTY',
          'Signature of examining clinician',
          'Dana Feld',
          'Dana Feld, MD',
        ),
      ),
      job,
    );
    expect(out.data).toMatchObject({ exam_date: '2026-10-28' });
    expect(out.issues).not.toContain('exam too old');
  });

  it('reads a day and a month run into its year in the blanks', () => {
    const out = understandAndDecide(readOf(CERTIFICATE({ day: '15 day of [x] September2026 and' })), job);
    expect(out.data).toMatchObject({ exam_date: '2026-09-15' });
  });

  it('reads "is not physically and mentally able" stated in a sentence as a refusal', () => {
    const out = understandAndDecide(
      readOf(
        doc(
          'To whom it may concern:',
          "On 10/10/2026 I examined Katherine O'Brien. In my opinion she is not physically and mentally able to perform the duties of the position.",
          'Sincerely,',
          'Dana Feld, MD',
        ),
      ),
      job,
    );
    expect(out.data).toMatchObject({ clearance: 'not_cleared' });
    expect(out.issues).toContain('not cleared');
  });

  it('does not take the reason caption or the printed choices for a refusal when no mark was read', () => {
    const out = understandAndDecide(readOf(CERTIFICATE()), job);
    expect(out.issues).not.toContain('not cleared');
    expect(out.issues).not.toContain('exam too old');
    expect(out.decision).not.toBe('rejected');
  });

  it('takes "not able to work until cleared" in a note for a refusal, not for choices offered', () => {
    const out = understandAndDecide(
      readOf(
        `${CERTIFICATE({ reason: 'Remarks:' })}\nBP 184/112 today. Not able to work until cleared by cardiology.`,
      ),
      job,
    );
    expect(out.data).toMatchObject({ clearance: 'not_cleared' });
  });
});
