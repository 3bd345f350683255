import { inMonthFirstOrder, writesDayFirst } from '../../src/engines/document/understanding/date-order';
import {
  findDates,
  parseDate,
  toIso,
  endOfMonthAfter,
  addYears,
} from '../../src/engines/document/understanding/dates';
import {
  normaliseLine,
  toTextDoc,
  tickedLabels,
  withoutUnticked,
} from '../../src/engines/document/understanding/normalize';

describe('date parsing', () => {
  it.each([
    ['03/14/2026', '2026-03-14'],
    ['3/14/26', '2026-03-14'],
    ['14-Mar-2026', '2026-03-14'],
    ['14 March 2026', '2026-03-14'],
    ['March 14, 2026', '2026-03-14'],
    ['Mar. 14 2026', '2026-03-14'],
    ['2026-03-14', '2026-03-14'],
    ['14/03/2026', '2026-03-14'],
    ['Sept 3, 2025', '2025-09-03'],
    ['DOB 7/4/85', '1985-07-04'],
    ['07.2025 - now', '2025-07-01'],
    ["Aug '21 - today", '2021-08-01'],
    ['Date of examination 7130/2026', '2026-07-30'],
    ['Date 7/3012026', '2026-07-30'],
    ['Date given 13-Avg-2026', '2026-08-13'],
    ['Read 20-Acg-2026', '2026-08-20'],
    ['1 29JAN2021 COVID-19, MRNA', '2021-01-29'],
    ['B 090CT2013 IPV PMC', '2013-10-09'],
    ['RUN: 05N0V2026 0803', '2026-11-05'],
  ])('reads %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each([
    ['Mar 2026', 'start', '2026-03-01'],
    ['Recommended Renewal: 08/2027', 'end', '2027-08-31'],
    ['Renew by 02/2028', 'end', '2028-02-29'],
    ['Valid through March 2027', 'end', '2027-03-31'],
  ] as const)('reads the month-only %s as its %s', (text, edge, iso) => {
    expect(parseDate(text, edge)).toBe(iso);
  });

  it.each([
    ['at our clinic on the second of July 2026.', '2026-07-02'],
    ['this twenty-first day of March, 2026', '2026-03-21'],
    ['on the thirtieth of June 2026', '2026-06-30'],
    ['the twelfth of March, 2026', '2026-03-12'],
  ])('reads a day written as an ordinal word: %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each([
    ['24 de diciembre de 2025', '2025-12-24'],
    ['FECHA DE EMISION 3 de marzo del 2026', '2026-03-03'],
    ['1.º de julio de 2026', '2026-07-01'],
    ['9 de setiembre de 2025', '2025-09-09'],
  ])('reads a date written in Spanish: %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('reads no month and year from the tail of a day date whose first figures were garbled', () => {
    expect(findDates('Date read ¥O/¥8/2026 Time 2:45PM')).toEqual([]);
    expect(parseDate('Valid 01/2025-12/2026', 'end')).toBe('2025-01-31');
    expect(findDates('Valid 01/2025-12/2026')).toHaveLength(2);
  });

  it('takes no Spanish month without its "de"', () => {
    expect(parseDate('24 mayo')).toBeNull();
    expect(parseDate('31 de abril de 2026')).toBeNull();
  });

  it('rejects impossible dates and keeps reading order', () => {
    expect(parseDate('13/45/2026')).toBeNull();
    expect(parseDate('02/30/2026')).toBeNull();
    const found = findDates('Placed 03/02/2026, read March 4, 2026');
    expect(found.map((d) => toIso(d))).toEqual(['2026-03-02', '2026-03-04']);
  });

  it('reads a slash as a "1" only where the other separator was read and the date is possible', () => {
    expect(parseDate('Certificate 713012026')).toBeNull();
    expect(parseDate('Lot 7150/2026')).toBeNull();
    // Mar or May: no month is read from a word one letter away from two.
    expect(parseDate('Given 13-Mav-2026')).toBeNull();
  });

  it('takes no run of capitals between figures for a month', () => {
    expect(findDates('LOT 12ABC2021 and 2900T2021')).toEqual([]);
  });

  it('does not take phone numbers or lot numbers for dates', () => {
    expect(findDates('Tel (312) 555-0147 Lot EW0182')).toEqual([]);
  });

  it('computes validity ends', () => {
    expect(endOfMonthAfter('2025-05-14', 24)).toBe('2027-05-31');
    expect(addYears('2024-02-29', 3)).toBe('2027-02-28');
  });
});

describe('text normalisation', () => {
  it('repairs look-alike letters inside dates and measurements only', () => {
    expect(normaliseLine('Date read: O3/l4/2O26')).toBe('Date read: 03/14/2026');
    expect(normaliseLine('Induration: lO mm')).toBe('Induration: 10 mm');
    expect(normaliseLine('Issued March 14, 2O26')).toBe('Issued March 14, 2026');
    expect(normaliseLine('Date read 09108/2026')).toBe('Date read 09/08/2026');
    expect(normaliseLine('Date read 0918/2026')).toBe('Date read 0918/2026');
    expect(normaliseLine('Illinois Sol')).toBe('Illinois Sol');
  });

  it('joins a date written with spaces around its slashes, not a ratio or a blood pressure', () => {
    expect(normaliseLine('Date administered 10/ 20/ 26 Lot # JR6784Z')).toBe(
      'Date administered 10/20/26 Lot # JR6784Z',
    );
    expect(normaliseLine('Date of birth 02 / 28 / 1990')).toBe('Date of birth 02/28/1990');
    expect(normaliseLine('Vision R 20 / 20 L 20 / 25')).toBe('Vision R 20 / 20 L 20 / 25');
    expect(normaliseLine('BP 118 / 76 Pulse 72')).toBe('BP 118 / 76 Pulse 72');
  });

  it('folds ligatures, dashes and spacing', () => {
    expect(normaliseLine('Certiﬁcate\u00A0of  Completion – 2026')).toBe('Certificate of Completion - 2026');
  });

  it('reads tick boxes in the spellings text layers and OCR produce', () => {
    expect(normaliseLine('☒ Negative ☐ Positive')).toBe('[x] Negative [ ] Positive');
    expect(normaliseLine('(X) Negative [] Positive')).toBe('[x] Negative [ ] Positive');
    expect(normaliseLine('[x] Negative [1] Positive')).toBe('[x] Negative [ ] Positive');
    expect(tickedLabels('Result: [ ] Positive [x] Negative')).toEqual(['Negative']);
    expect(withoutUnticked('Result: [ ] Positive [x] Negative')).toBe('Result: [x] Negative');
  });

  it('splits pages and drops blank lines', () => {
    expect(toTextDoc('a\n\n b \fc').lines).toEqual(['a', 'b', 'c']);
  });
});

describe('dates a narrow table cell wrapped', () => {
  const word = (text: string, x0: number, y0: number) => ({
    text,
    x0,
    y0,
    x1: x0 + 9 * text.length,
    y1: y0 + 20,
    confidence: 95,
  });
  const line = (words: ReturnType<typeof word>[]) => ({
    text: words.map((w) => w.text).join(' '),
    confidence: 95,
    words,
  });

  it('moves the year under "Oct 27," up beside it, and leaves dates that have their year alone', () => {
    const doc = toTextDoc([
      line([
        word('Influenza,', 10, 100),
        word('Oct', 300, 100),
        word('27,', 340, 100),
        word('Sanofi', 420, 100),
      ]),
      line([word('preservative', 10, 124), word('2026', 302, 124), word('UT8120MA', 420, 124)]),
      line([word('Influenza', 10, 160), word('Oct', 300, 160), word('8,', 340, 160), word('2024', 370, 160)]),
      line([word('deltoid', 10, 184), word('2019', 302, 184)]),
    ]);
    expect(doc.lines).toEqual([
      'Influenza, Oct 27, 2026 Sanofi',
      'preservative UT8120MA',
      'Influenza Oct 8, 2024',
      'deltoid 2019',
    ]);
  });

  it('does not take a year from another column', () => {
    const doc = toTextDoc([
      line([word('Given', 10, 100), word('Oct', 300, 100), word('27,', 340, 100)]),
      line([word('2026', 600, 124)]),
    ]);
    expect(doc.lines).toEqual(['Given Oct 27,', '2026']);
  });
});

describe('a document that writes its dates day first', () => {
  const docOf = (...lines: string[]) => toTextDoc(lines.join('\n'));

  it('says so, or shows it by a date that can only be day first', () => {
    expect(writesDayFirst('All dates DD/MM/YYYY\nGiven 05/10/2026')).toBe(true);
    expect(writesDayFirst('Collected 02/10/2026\nReported 27/10/2026')).toBe(true);
    expect(writesDayFirst('Given 05/10/2026\nRead 10/27/2026\nDOB 27/10/1990')).toBe(false);
    expect(writesDayFirst('Given 05/10/2026')).toBe(false);
    expect(writesDayFirst('Dates are MM/DD/YYYY\nGiven 27/10/2026')).toBe(false);
  });

  it('has its numeric dates read day first, every offset kept', () => {
    const doc = inMonthFirstOrder(docOf('All dates day/month/year', 'D.O.B. 12/10/1999 Given 5/3/2026'));
    expect(doc.lines[1]).toBe('D.O.B. 10/12/1999 Given 3/5/2026');
    expect(findDates(doc.lines[1]).map((d) => toIso(d))).toEqual(['1999-10-12', '2026-03-05']);
  });
});
