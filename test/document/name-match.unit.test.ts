import {
  findPersonDob,
  findPersonName,
  matchDob,
  matchName,
} from '../../src/engines/document/understanding/name-match';
import { extractDob, extractHolderName } from '../../src/engines/document/understanding/names';
import type { PlacedWord } from '../../src/engines/document/understanding/normalize';
import { understandAndDecide } from '../../src/engines/document/index';
import { jobOf, ocrLinesOf } from './helpers';

const william = { first_name: 'William', middle_name: 'James', last_name: 'Carter' };
const jose = { first_name: 'José', middle_name: 'Luis', last_name: 'García-López' };
const margaret = { first_name: 'Margaret', last_name: 'Van der Berg' };

describe('document name matching', () => {
  it.each([
    [william, 'William Carter'],
    [william, 'WILLIAM J CARTER'],
    [william, 'Carter, William James'],
    [william, 'Bill Carter'],
    [william, 'Billy J. Carter'],
    [william, 'Wi11iam Carter'],
    [william, 'William Carte'],
    [william, 'Dr. William Carter Jr.'],
    [jose, 'Jose Garcia Lopez'],
    [jose, 'JOSE L GARCIALOPEZ'],
    [jose, 'José García'],
    [margaret, 'Peggy Vanderberg'],
    [margaret, 'Maggie Van der Berg'],
    [{ first_name: 'Elizabeth', last_name: 'Nguyen' }, 'Liz Nguyen'],
    [{ first_name: 'Katherine', last_name: "O'Brien" }, 'Kate OBrien'],
    [{ first_name: 'Robert', last_name: 'Okafor' }, 'Bob Okafor'],
    [{ first_name: 'Jennifer', last_name: 'Smith' }, 'Jen Smith'],
    [{ first_name: 'Michael', last_name: 'Thompson' }, 'Mike Thompson'],
    [{ first_name: 'Theresa', last_name: 'Lindqvist' }, 'Terry Lindqvist'],
    [{ first_name: 'Terrence', last_name: 'Okoye' }, 'Terry Okoye'],
    [{ first_name: 'Zainab', last_name: 'Lawal' }, 'ZAINABLAWAL'],
    [{ first_name: 'Eleanor', last_name: 'Studebaker' }, 'Studebaker Ellie'],
    [{ first_name: 'Rosalind', last_name: 'Carrington' }, 'Roz Carrington'],
    [{ first_name: 'Theodore', last_name: 'Mensah' }, 'Teddy Mensah'],
  ])('%o matches "%s"', (person, printed) => {
    expect(matchName(person, printed).status).toBe('match');
  });

  it.each([
    [william, 'Thomas Reed'],
    [william, 'William Reed'],
    [william, 'Robert Carter'],
    [{ first_name: 'Jennifer', last_name: 'Smith' }, 'Jennifer Smythe-Jones'],
    [{ first_name: 'Ann', last_name: 'Lee' }, 'Ann Lim'],
  ])('%o does not match "%s"', (person, printed) => {
    expect(matchName(person, printed).status).toBe('mismatch');
  });

  it('reports a missing name as not present', () => {
    expect(matchName(william, null)).toEqual({ status: 'not_present', strength: 0.5 });
  });

  it('matches dates of birth exactly', () => {
    expect(matchDob('1988-04-12', '1988-04-12')).toBe('match');
    expect(matchDob('1988-04-12', '1988-04-13')).toBe('mismatch');
    expect(matchDob(undefined, '1988-04-12')).toBe('not_present');
    expect(matchDob('1988-04-12', null)).toBe('not_present');
  });
});

describe('a double surname wrapped at its hyphen in a table cell', () => {
  it("finds the name whose second part the reader put under another cell's line", () => {
    const lines = [
      'Work authorization List A document reviewed -',
      'José L. García- (I-9)',
      '03/14/2027 03/15/2026 Current',
      'López : RN - TB screening T-SPOT.TB - negative - 03/14/2026',
    ];
    expect(findPersonName(lines, jose)?.text).toContain('García-López');
  });

  it('still reads a surname wrapped at the end of its line, the next line opening with its second part', () => {
    expect(findPersonName(['Holder: José García-', 'López'], jose)?.text).toContain('García-López');
  });
});

describe('holder extraction', () => {
  it.each([
    [['Patient Name: Carter, William J   DOB: 04/12/1988'], 'William J Carter'],
    [['Name:', 'Elizabeth Nguyen'], 'Elizabeth Nguyen'],
    [['This certifies that', 'José García-López', 'has successfully completed'], 'José García-López'],
    [['This certifies that Maria Santos has successfully completed the course'], 'Maria Santos'],
    [['Last Name: Okafor First Name: Robert'], 'Robert Okafor'],
    [
      ['American Heart Association', 'BLS Provider', 'Priya K. Raman', 'Issue Date 01/02/2026'],
      'Priya K. Raman',
    ],
    [['Employee Name: Zoë Schäfer', 'Examiner name: Laura Chen, MD'], 'Zoë Schäfer'],
  ])('finds the holder in %j', (lines, name) => {
    expect(extractHolderName(lines)).toBe(name);
  });

  it('reads the name after a caption that gives the order of its parts', () => {
    expect(
      extractHolderName(['Name (Last, First Middle) = MEDINA, JORGE LUIS   Date of birth 01/11/1994']),
    ).toBe('JORGE LUIS MEDINA');
  });

  it('does not take the words after "permit holder" in a sentence for a name', () => {
    expect(
      extractHolderName([
        'A release signed by the person named above, with the written consent of the permit holder dated',
        'October 19, 2026, is on file.',
      ]),
    ).toBeNull();
    expect(
      extractHolderName([
        'made with the written authorization of the permit holder dated October 19, 2026. The',
      ]),
    ).toBeNull();
  });

  it("does not take another field's caption, or another party's, for the holder", () => {
    expect(extractHolderName(['Business / agency name Contact person', 'Harbor Staffing'])).toBeNull();
    expect(extractHolderName(['Trainer Dana Whitlow'])).toBeNull();
    expect(extractHolderName(['Name JORGE MEDINA [x] License no.', 'Class REGULAR'])).toBe('JORGE MEDINA');
    expect(extractHolderName(['Name: PERMIT NO.'])).toBeNull();
  });

  it('does not take a blank form label or an examiner for the holder', () => {
    expect(extractHolderName(['Last Name: First Name:', 'Date of birth: 02/28/1990'])).toBeNull();
    expect(extractHolderName(['Name:', 'Examiner name: Laura Chen, MD'])).toBeNull();
  });

  it("does not take an organisation's name or a section heading, on a line of its own, for the holder", () => {
    for (const organisation of [
      'North Fork Independent School District',
      'Harbor Valley Staffing Group',
      'Cedar Ridge Unified Schools',
      'Meridian Care Network Inc',
      // A section heading: "personal details" in English or Spanish.
      'PERSONAL DETAILS',
      'DATOS PERSONALES',
    ])
      expect(
        extractHolderName([organisation, 'TUBERCULOSIS RISK ASSESSMENT', 'WATANABE ¥en R 2/14/96']),
      ).toBeNull();
  });

  it('does not take the words of a sentence about the holder for a name', () => {
    expect(
      extractHolderName([
        'This card certifies that the person named below has successfully completed',
        'the course checked: Card no. 418-220-7719',
      ]),
    ).toBeNull();
    expect(
      extractHolderName(['This certificate is issued to the above-named individual', 'Name: Tomasz Wrona']),
    ).toBe('Tomasz Wrona');
  });

  it('joins a surname written under its caption to the given names beside theirs', () => {
    // A wallet card: "Surname" with the name handwritten on the rule under it, "Given name(s)" beside its value.
    const at = (x: number, y: number, text: string, height = 10): PlacedWord[] =>
      text.split(' ').map((t, i, all) => {
        const x0 = x + all.slice(0, i).join(' ').length * 6 + (i > 0 ? 6 : 0);
        return { text: t, page: 0, x0, x1: x0 + t.length * 6, y0: y, y1: y + height, confidence: 95 };
      });
    const words = [
      ...at(20, 80, 'Surname'),
      ...at(20, 94, 'Quintero-Vélez', 16),
      ...at(20, 122, 'Given name(s)'),
      ...at(110, 122, 'Marisol Beatriz'),
    ];
    const lines = ['Surname', 'Given name(s) Marisol Beatriz', 'Quintero-Vélez 2nd'];
    expect(extractHolderName(lines, false, words)).toBe('Marisol Beatriz Quintero-Vélez');
  });

  it('takes a resume owner from its heading', () => {
    expect(extractHolderName(['SANTOS RIVERA, MARIA E', 'maria@mail.com | (614) 555-0194'], true)).toBe(
      'MARIA E SANTOS RIVERA',
    );
    expect(extractHolderName(['Jane Doe, RN, BSN', 'Professional Summary'], true)).toBe('Jane Doe');
  });

  it('reads the date of birth next to its label', () => {
    expect(extractDob(['Name: A B', 'Date of Birth: March 3, 1991'])).toBe('1991-03-03');
    expect(extractDob(['DOB:', '07/04/1985'])).toBe('1985-07-04');
    expect(extractDob(['Date: 07/04/2026'])).toBeNull();
  });

  it('takes no date with its own caption on the line under a blank birth-date caption', () => {
    expect(extractDob(['Name Thanh H. Pham DOB', 'Address 563 Bell St - Date 9/11/26'])).toBeNull();
    expect(extractDob(['Name Thanh H. Pham DOB', '7/4/1985'])).toBe('1985-07-04');
  });

  it('takes no date another caption owns for the birth date placed under a blank caption', () => {
    const lines = ['Name Thanh H. Pham DOB', 'Address 563 Bell St - Date 9/11/26'];
    const at = (x: number, y: number, text: string): PlacedWord[] =>
      text.split(' ').map((t, i, all) => {
        const x0 = x + all.slice(0, i).join(' ').length * 6 + (i > 0 ? 6 : 0);
        return { text: t, page: 0, x0, x1: x0 + t.length * 6, y0: y, y1: y + 10, confidence: 95 };
      });
    const words = [
      ...at(20, 80, 'Name Thanh H. Pham'),
      ...at(300, 80, 'DOB'),
      ...at(20, 96, 'Address 563 Bell St - Date'),
      ...at(300, 96, '9/11/26'),
    ];
    expect(extractDob(lines, words)).toBeNull();
  });

  it('reads a birth year OCR split in two as one year', () => {
    expect(extractDob(['HOLDER FITZGERALD, COLLEEN DATE OF BIRTH 12/17/19 69'])).toBe('1969-12-17');
    expect(extractDob(['DOB: 3/4/20 01 Phone 555-0100'])).toBe('2001-03-04');
    expect(extractDob(['DOB 3/4/1990 12 yrs'])).toBe('1990-03-04');
  });
});

describe('the birth date looked for in the text', () => {
  it('finds a handwritten date OCR read with one separator lost, month or day first', () => {
    expect(findPersonDob('VILLANUEVA, PAULINA E 6/211978 CNA', '1978-06-21')).toBe(true);
    expect(findPersonDob('DOB 21/061978', '1978-06-21')).toBe(true);
  });

  it('does not take other figures, or a number without separators, for it', () => {
    expect(findPersonDob('VILLANUEVA, PAULINA E 6/221978 CNA', '1978-06-21')).toBe(false);
    expect(findPersonDob('Member ID 6211978', '1978-06-21')).toBe(false);
  });
});

describe('a scanned form whose given names the reader garbled', () => {
  const form = (holderLine: string) =>
    understandAndDecide(
      ocrLinesOf([
        { text: 'TUBERCULOSIS SKIN TEST REPORT', confidence: 95 },
        { text: 'Last name, First name MI Date of birth', confidence: 90 },
        { text: holderLine, confidence: 63 },
        { text: 'Date placed 10/05/2026 Date read 10/07/2026', confidence: 92 },
        { text: 'Induration 0 mm Result: [x] Negative [ ] Positive', confidence: 92 },
        { text: 'Read by: Dana Feld, RN', confidence: 93 },
      ]),
      jobOf('tuberculosis_test'),
    );

  it("takes the person's surname beside the person's birth date for the person", () => {
    const outcome = form("O'BRIEN ¥athrn A 2/28/90");
    expect((outcome.data.person as { name: { status: string } }).name.status).toBe('match');
    expect(outcome.issues).toEqual([]);
  });

  it('does not take the surname beside another birth date for the person', () => {
    const outcome = form("O'BRIEN ¥athrn A 6/11/62");
    expect((outcome.data.person as { name: { status: string } }).name.status).not.toBe('match');
  });
});

describe('a birth date that cannot be one', () => {
  it('takes no date after the day checked for the birth date', () => {
    const out = understandAndDecide(
      ocrLinesOf(
        [
          'ShiftWell Staffing Badge',
          "O'Brien Katherine",
          'Last name First name Date of birth',
          'SW-212-0754 04/12/2027',
          'Badge no. Valid through',
          'Badge status: Active',
        ].map((text) => ({ text, confidence: 95 })),
      ),
      jobOf('partner_health_badge', { valid_on: '2026-11-21' }),
    );
    expect((out.data as { person: { dob: { status: string } } }).person.dob.status).not.toBe('mismatch');
    expect(out.issues).not.toContain('dob mismatch');
  });
});
