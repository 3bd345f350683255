import { understandAndDecide } from '../../src/engines/document/index';
import { doc, jobOf, ocrLinesOf, readOf } from './helpers';

describe('a holder name the reader could not make out', () => {
  const job = jobOf(
    'physical_exam',
    {},
    { first_name: 'Nathaniel', last_name: 'Whitaker', dob: '1998-06-01' },
  );
  const form = (nameLine: string) =>
    ocrLinesOf(
      [
        'EMPLOYEE HEALTH EXAMINATION',
        nameLine,
        'Date of exam 09/14/2026',
        '[x] Fit for duty',
        'Signature of examining clinician',
        'Stefan Lindahl',
        'Printed name Stefan Lindahl',
        'Credential MD',
        'Date signed 09/14/2026',
      ].map((text) => ({ text, confidence: 88 })),
    );

  it('holds lower-case marks under the name caption for no name, not a different holder', () => {
    const out = understandAndDecide(form('URNAME GIVEN NAME: oo OF ry [x] POSITION'), job);
    expect(out.issues).not.toContain('name mismatch');
    expect(out.decision).toBe('flagged');
  });

  it("does not take the examiner's printed name under the signature for the holder's", () => {
    const out = understandAndDecide(form('Employee name:'), job);
    expect(out.issues).not.toContain('name mismatch');
  });

  it("does not take the employer's name at the head of the page for a holder whose name was garbled", () => {
    const out = understandAndDecide(
      ocrLinesOf([
        { text: 'Brightwater Senior Living', confidence: 96 },
        { text: 'EMPLOYEE TUBERCULIN SKIN TEST (TST) DOCUMENTATION', confidence: 94 },
        { text: 'Name (Last, First, MI) Pack, thon', confidence: 75 },
        { text: 'Date of birth 03/08/1995', confidence: 97 },
        { text: 'Date placed 10/19/2026', confidence: 90 },
        { text: 'Date read 10/21/2026', confidence: 94 },
        { text: 'Induration 0 mm Interpretation [x] Negative [ ] Positive', confidence: 93 },
      ]),
      jobOf('tuberculosis_test', {}, { first_name: 'Ethan', last_name: 'Park', dob: '1995-03-08' }),
    );
    expect(out.issues).not.toContain('name mismatch');
  });

  it("keeps a handwritten name misread in lower case as the holder's, not the instructor's signature below", () => {
    const out = understandAndDecide(
      ocrLinesOf([
        { text: 'STATEMENT OF COMPLETION', confidence: 96 },
        { text: 'This is to certify that', confidence: 95 },
        { text: 'Bas han', confidence: 70 },
        { text: 'has satisfactorily completed the course of instruction in Adult First Aid', confidence: 96 },
        { text: 'on the seventh day of November, 2025.', confidence: 96 },
        { text: 'Colm Ha', confidence: 89 },
        { text: 'Colm Hartigan, Instructor', confidence: 96 },
      ]),
      jobOf('life_support_certification', {}, { first_name: 'Bao', last_name: 'Tran' }),
    );
    expect(out.issues).not.toContain('name mismatch');
  });

  it('does not take a title in capitals over a log for the holder name', () => {
    const log = readOf(
      doc(
        'LIFE SUPPORT CERTIFICATION',
        'RENEWAL LOG',
        'Personnel file - Tab C',
        'Course Issuing org. Issue date Card no. Expires',
        'BLS AHA 5/6/2025 6338534 5/31/2027',
      ),
      88,
    );
    const out = understandAndDecide(
      log,
      jobOf('life_support_certification', {}, { first_name: 'Anjali', last_name: 'Deshpande' }),
    );
    expect(out.issues).not.toContain('name mismatch');
  });
});

describe("a card whose holder's name is printed surname first", () => {
  const card = (nameLine: string) =>
    ocrLinesOf([
      { text: 'COUNTY HEALTH DEPT.', confidence: 95 },
      { text: "FOOD HANDLER'S CARD", confidence: 91 },
      { text: 'This is to certify that', confidence: 95 },
      { text: nameLine, confidence: 94 },
      { text: 'has completed the training and examination required by county ordinance', confidence: 95 },
      { text: 'Trained on 30 OCT 2025 Card expires end of OCT 2028', confidence: 96 },
      { text: 'Card no. FH-25-35941', confidence: 90 },
    ]);
  const job = jobOf(
    'food_handler_certification',
    { valid_on: '2026-11-21' },
    { first_name: 'Nathaniel', last_name: 'Brooks' },
  );

  it("is another person's card when the name read clearly is someone else's", () => {
    const out = understandAndDecide(card('BOATENG, KWAME'), job);
    expect(out.issues).toContain('name mismatch');
    expect(out.decision).toBe('rejected');
  });

  it('is doubt, not another person, when only the end of the given name was misread', () => {
    const out = understandAndDecide(card('BROOKS, NATHOWIE'), job);
    expect(out.issues).not.toContain('name mismatch');
    expect(out.issues).toContain('name not present');
    expect(out.decision).toBe('flagged');
  });
});

describe('a holder name that reads otherwise on a scan printing the person’s birth date', () => {
  const job = jobOf(
    'physical_exam',
    { valid_on: '2026-11-21' },
    { first_name: 'Zainab', last_name: 'Lawal', dob: '1988-01-12' },
  );
  const form = (confidence: number) =>
    ocrLinesOf(
      [
        'EMPLOYEE HEALTH EXAMINATION',
        'Name Marisol Quintana',
        'DATE OF BIRTH 1/12/88',
        'Date of exam 09/14/2026',
        '[x] Fit for duty',
        'Signature of examining clinician Stefan Lindahl, MD',
        'Date signed 09/14/2026',
      ].map((text) => ({ text, confidence })),
    );

  it('is doubt on a scan: the birth date speaks for the person', () => {
    const out = understandAndDecide(form(85), job);
    expect(out.issues).not.toContain('name mismatch');
    expect(out.data).toMatchObject({ person: { name: { status: 'not_present' } } });
  });

  it('is another person on a text layer', () => {
    expect(understandAndDecide(form(100), job).issues).toContain('name mismatch');
  });
});
