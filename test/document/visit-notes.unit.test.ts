import { understandAndDecide } from '../../src/engines/document/index';
import { doc, jobOf, ocrLinesOf, readOf } from './helpers';

/** Employee-health progress notes: one entry per visit, vaccines among tests and other visits. */
const notes = (...visits: string[]) =>
  readOf(
    doc(
      'EMPLOYEE HEALTH CLINIC',
      'PROGRESS NOTES',
      "O'BRIEN, KATHERINE A   EMP# 025846   DOB 02/28/1990",
      'DATE | TIME NOTES',
      '02/28/2021 | Here for COVID-19 vaccine #1. Screening neg, no PEG allergy.',
      '0905 MODERNA COVID-19 VACCINE 0.5 ML IM L DELTOID. LOT 041L20A.',
      'Observed 15 min. Tolerated well. Ginny Halloran, RN',
      ...visits,
    ),
  );

describe('progress notes with one COVID-19 dose and later visits that gave none', () => {
  it('counts no dose for a visit where the dose was deferred', () => {
    const outcome = understandAndDecide(
      notes('03/28/2021 | Here for COVID-19 vaccine #2. Temp 100.9. Vaccine deferred, pt to reschedule.'),
      jobOf('covid_vaccination'),
    );
    expect(outcome.issues).toEqual(['not enough doses']);
  });

  it('counts no dose for a COVID-19 test written among the visits', () => {
    const outcome = understandAndDecide(
      notes('03/31/2021 | Rapid COVID test neg. Cleared to return to work.'),
      jobOf('covid_vaccination'),
    );
    expect(outcome.issues).toEqual(['not enough doses']);
  });

  it('still counts the second dose when it was given', () => {
    const outcome = understandAndDecide(
      notes(
        '03/28/2021 | Here for COVID-19 vaccine #2. Screening neg.',
        '0810 MODERNA COVID-19 VACCINE 0.5 ML IM R DELTOID. LOT 039K20A.',
      ),
      jobOf('covid_vaccination'),
    );
    expect(outcome.decision).toBe('accepted');
  });
});

describe('progress notes whose booster visit carries a sentence opening with "Booster"', () => {
  it('reads the single Janssen dose and the booster, not one dose headed by the sentence', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'EMPLOYEE HEALTH CLINIC',
          'PROGRESS NOTES',
          "O'BRIEN, KATHERINE A   EMP# 025846   DOB 02/28/1990",
          'DATE | TIME NOTES',
          '03/10/2021 | Janssen COVID-19 vaccine 0.5 mL IM L deltoid, single dose, lot 1805020. Ginny Halloran, RN',
          '11/02/2021 | Here for COVID-19 booster. Screening neg.',
          'Pfizer-BioNTech COVID-19 vaccine 0.3 mL IM R delt, lot FT1620. Ginny Halloran, RN',
          'Booster after J&J primary per CDC. Observed 15 min. Card updated.',
          'PROGRESS NOTES — Page 1   Copied for employee 10/31/2026',
        ),
      ),
      jobOf('covid_vaccination'),
    );
    expect(outcome.issues).toEqual([]);
    expect(outcome.decision).toBe('accepted');
  });
});

describe('a clinic administration form offering "Deferred" with a box left unticked', () => {
  it('counts the dose it records, whose lot was not read', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'COVID-19 VACCINE — SCREENING, CONSENT & ADMINISTRATION RECORD',
          "Patient name Katherine O'Brien   Date of birth 02/28/1990",
          'FOR CLINIC USE ONLY',
          '[ ] Pfizer-BioNTech [ ] Moderna [ ] Novavax [x] Janssen (J&J)',
          'Date administered 05/23/2021   Route IM',
          'Vaccinator (print, credentials) Ama Owusu-Bekoe, LPN',
          '[ ] Deferred — not vaccinated today. Reason:',
        ),
      ),
      jobOf('covid_vaccination'),
    );
    expect(outcome.issues).toEqual([]);
  });
});

describe('a scanned registry printout whose Janssen row lost its date', () => {
  const printout = (janssenRow: string[]) =>
    ocrLinesOf(
      [
        'PATIENT IMMUNIZATION HISTORY — CONSUMER COPY',
        "Patient name O'BRIEN KATHERINE   Date of birth 02/28/1990",
        '03/06/2006 | Hep B, adult (CVX 43) Engerix-B SKB | L454KM COUNTY PHD ADM',
        ...janssenRow,
        '10/30/2022 | COVID-19, mRNA, bivalent booster | Pfizer-BioNTech COVID-19 Vaccine PFR | GL5698 VALLEY HEALTH ADM',
        '11/27/2022 | Influenza, quadrivalent Fluarix SKB | T229UN COUNTY PHD ADM',
      ].map((text) => ({ text, confidence: text.startsWith('7 (E') ? 23 : 88 })),
      88,
    );

  it('flags the missing series dose rather than rejecting: the Janssen row is there, unread', () => {
    const outcome = understandAndDecide(
      printout([
        '7 (EER EFS ANSI AORN MER KNEE',
        'COVID-19 vaccine, Ad26, PF | Janssen COVID-19 JSN 2008967 ST AGNES ADM',
      ]),
      jobOf('covid_vaccination'),
    );
    expect(outcome.decision).toBe('flagged');
    expect(outcome.issues).toEqual(['invalid extraction']);
  });

  it('still rejects a printout that names no other COVID-19 product', () => {
    const outcome = understandAndDecide(printout([]), jobOf('covid_vaccination'));
    expect(outcome.issues).toEqual(['not enough doses']);
  });
});
