import { understandAndDecide } from '../../src/engines/document/index';
import { doc, jobOf, readOf } from './helpers';

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
