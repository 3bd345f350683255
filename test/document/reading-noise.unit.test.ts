// What a reader gets wrong in practice and the understanding stage must survive: tick-box tokens where no
// box is, lost ticks, colons read as letters, right-hand columns emitted after the page, cells one per line.
import { understandAndDecide } from '../../src/engines/document/index';
import { dropStrayBoxes, normaliseLine } from '../../src/engines/document/understanding/normalize';
import { extractHolderName } from '../../src/engines/document/understanding/names';
import { doc, jobOf, readOf } from './helpers';

describe('reader noise', () => {
  it.each([
    ['TB Skin [x] Test Card', 'TB Skin Test Card'],
    ['have been [x] offered [x] the vaccine', 'have been offered the vaccine'],
    ['eCard [x] Code: [ ] 478435527393 [x]', 'eCard Code: 478435527393'],
    ['Interpretation: [x] Negative [x] [ ] Positive [x]', 'Interpretation: [x] Negative [ ] Positive'],
    [
      'Reason: [ ] Medical [x] [ ] Religious [x] [ ] Personal [x]',
      'Reason: [ ] Medical [ ] Religious [ ] Personal',
    ],
    ['[x] Cleared for duty without restrictions', '[x] Cleared for duty without restrictions'],
  ])('drops box tokens where no box can be: %s', (raw, clean) => {
    expect(dropStrayBoxes(normaliseLine(raw))).toBe(clean);
  });

  it('reads a label whose colon OCR turned into a letter', () => {
    expect(extractHolderName(['Employee NamelLaura Mitchell', 'Date of Birth: 05/05/1993'])).toBe(
      'Laura Mitchell',
    );
    expect(extractHolderName(['Employee NameElizabeth Nguyen'])).toBe('Elizabeth Nguyen');
  });

  it('does not take a product line for the holder when the name field is blank', () => {
    expect(
      extractHolderName([
        'Immunization History Report',
        'Patient Name:',
        'Influenza, Flublok',
        'Sanofi Pasteur',
      ]),
    ).toBeNull();
  });

  it('takes the option left without a box as the one whose tick was lost', () => {
    const lines = [
      'Tuberculin Skin Test (TST / PPD Mantoux)',
      "Name: Katherine O'Brien",
      'Date placed: 10/05/2026',
      'Date read: 10/07/2026 Induration: 14 mm',
      'Interpretation: [ ] Negative Positive',
      'Read by: Dana Feld, RN',
    ];
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('tuberculosis_test'));
    expect(outcome.issues).toEqual(['positive test result']);
  });

  it('dates jobs whose date column the reader emitted after the page', () => {
    const lines = [
      "Katherine O'Brien",
      'kate@mail.com | (614) 555-0142',
      'Professional Experience',
      'Registered Nurse',
      'St. Mary Medical Center, Columbus, OH',
      'Education',
      'Ohio State University - BSN, 2016',
      'Jan 2025 - Present',
    ];
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('resume'));
    expect(outcome.issues).toEqual([]);
    expect(outcome.data.work_history).toMatchObject([{ start_date: '2025-01', end_date: null }]);
  });

  it('rebuilds a registry table read one cell per line', () => {
    const lines = [
      'Official Immunization Record',
      "Patient Name: Katherine O'Brien",
      'Vaccine',
      'Date Given',
      'Manufacturer',
      'Lot',
      'Administered By',
      'COVID-19 vaccine',
      '2021-06-24',
      'Pfizer-BioNTech',
      'EW3300A',
      'Walgreens #1187 IL',
      'COVID-19 vaccine',
      '2021-07-15',
      'Pfizer-BioNTech',
      'EW3301B',
      'Walgreens #1187 IL',
    ];
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('covid_vaccination'));
    expect(outcome.issues).toEqual([]);
    expect(outcome.data.doses).toMatchObject([
      {
        date: '2021-06-24',
        manufacturer: 'pfizer',
        lot: 'EW3300A',
        administrator: { facility: 'Walgreens #1187', state: 'IL' },
      },
      { date: '2021-07-15', manufacturer: 'pfizer', lot: 'EW3301B' },
    ]);
  });

  it('gives an orphan value to the nearest blank label', () => {
    const lines = [
      'TIPS On-Premise Certification',
      "Name: Katherine O'Brien",
      'Card ID: 4278001',
      'Issued:',
      'Issuer: Health Communications, Inc.',
      'Expires:',
      'March 5, 2029',
    ];
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('alcohol_handler_certification'));
    expect(outcome.issues).toEqual(['missing issue date']);
    expect(outcome.data.certificate).toMatchObject({ issue_date: null, expiration_date: '2029-03-05' });
  });
});

describe('a table’s rule read as "|" before a date', () => {
  it.each([
    ['Front pass. | MONTOYA, Francisco |7/15/01 4', 'Front pass. | MONTOYA, Francisco 7/15/01 4'],
    ['Date given |10/20/2026', 'Date given 10/20/2026'],
    // A "1" it may be: "12/05/2026" is a date, and so is 17 May 2026.
    ['x |2/05/2026', 'x 12/05/2026'],
  ])('reads "%s" as "%s"', (raw, read) => {
    expect(normaliseLine(raw)).toBe(read);
  });
});
