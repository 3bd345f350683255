// Records that carry a history beside the entry that decides (a compliance report's earlier seasons, an
// agency's permit history, a credential summary's other items), and fields that state they hold nothing.
import { understandAndDecide } from '../../src/engines/document/index';
import type { Cell } from './helpers';
import { doc, jobOf, placed, readOf } from './helpers';

describe('a flu compliance report with the current season above the earlier ones', () => {
  const REPORT = (current: string[]) =>
    doc(
      'Annual Influenza Vaccination Program - Individual Compliance Report',
      'Season 2026-2027',
      "Legal name O'Brien, Katherine Date of birth 02/28/1990",
      'Current season (2026-2027) documentation',
      ...current,
      'Prior seasons (newest first)',
      'Season Status Date Product Lot Administered by / source',
      '2025-2026 Vaccinated - Employee Health 10/19/2025 Fluzone High-Dose Quadrivalent UT1265SY Priya Natarajan, LPN',
      '2024-2025 Vaccinated - Employee Health 11/06/2024 Afluria Quadrivalent AP4324WE Devon Achterberg, RN',
    );

  it('reads the current dose told as captioned fields, not only the table of earlier ones', () => {
    const outcome = understandAndDecide(
      readOf(
        REPORT([
          'Date administered 10/05/2026',
          'Vaccine product Flucelvax Quadrivalent, 0.5 mL',
          'Manufacturer / lot Seqirus / AU5303EA',
          'Administered by Marguerite Olsen, RN',
        ]),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }),
    );
    const [current] = (outcome.data as { vaccinations: unknown[] }).vaccinations;
    expect(current).toMatchObject({ date: '2026-10-05', product: 'Flucelvax' });
    expect(outcome.decision).toBe('accepted');
  });

  it('takes a declination dated after every dose for the record', () => {
    const outcome = understandAndDecide(
      readOf(
        REPORT([
          'Documented as Declination (e-signed by employee)',
          'Declination date 10/16/2026',
          '[ ] Medical contraindication [x] Religious belief [ ] Personal / other',
        ]),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21', allow_declination: true }),
    );
    expect(outcome.data).toMatchObject({ record_type: 'declination', declination: { date: '2026-10-16' } });
    expect(outcome.issues).not.toContain('vaccination outside season');
  });

  it('names no vaccinator where the field says "Not provided"', () => {
    const outcome = understandAndDecide(
      readOf(
        REPORT([
          'Date administered 10/02/2026 (as reported by employee)',
          'Vaccine product Afluria Quadrivalent (as reported)',
          'Administered by Not provided',
          'Location Not provided',
        ]),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }),
    );
    const [current] = (outcome.data as { vaccinations: unknown[] }).vaccinations;
    expect(current).toMatchObject({ date: '2026-10-02', administrator: { name: null, facility: null } });
    expect(outcome.decision).not.toBe('accepted');
  });
});

describe('a certified abstract of a seller-server record, history oldest first', () => {
  it('is decided by the latest certificate issued, with its own number', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Texas Alcoholic Beverage Commission (TABC)',
          'CERTIFIED ABSTRACT OF RECORD',
          "Name (Last, First Middle) O'BRIEN, KATHERINE ANNE Date of birth 02/28/1990",
          'B. PERMIT / CERTIFICATION HISTORY (oldest first)',
          'No. Action Action date Certificate / permit no. Valid from Valid until Status after action',
          '1 Seller-server certificate issued 03/20/2023 9584-30043 03/20/2023 - Certified',
          '2 Two-year term ended 03/21/2025 9584-30043 - - Not certified',
          '3 Seller-server certificate issued 10/08/2025 5076-73666 10/08/2025 - Certified',
          'Seller-server certificates are valid for two (2) years from the date of certification.',
        ),
      ),
      jobOf('alcohol_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({
      certificate: { id: '5076-73666', issue_date: '2025-10-08', expiration_date: '2027-10-08' },
    });
    expect(outcome.decision).toBe('accepted');
  });
});

describe('a certificate number the page says it does not have', () => {
  it('is missing, whatever other number the page prints', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Certificate of Training',
          "Learner O'Brien, Katherine Course California Food Handler Card Training",
          'Employee no. E353210',
          'Certificate no. - not returned by provider Program California Food Handler Card',
          'Date issued 07/31/2026 Expires 07/31/2029',
          'Issued by Clearplate Food Safety Institute Jurisdiction California',
        ),
      ),
      jobOf('food_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({ certificate: { id: null } });
    expect(outcome.issues).toContain('missing certificate id');
  });
});

describe('an application form whose current job leaves its To blank', () => {
  it('runs to the present when "I currently work here" is ticked Yes', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          "Katherine O'Brien",
          'katherine.obrien@mail.example (555) 555-0140',
          'Work Experience 1',
          'Job Title Caregiver / CNA Company Cedarbrook Pediatrics',
          'Location Raleigh, NC I currently work here [x] Yes [ ] No',
          'From 06/2024 To',
          'Work Experience 2',
          'Job Title Resident Care Aide Company Sunridge Skilled Nursing',
          'Location Mesa, AZ I currently work here [ ] Yes [x] No',
          'From 05/2022 To 05/2024',
        ),
      ),
      jobOf('resume', { valid_on: '2026-11-21', recent_within_months: 6 }),
    );
    const [latest] = (outcome.data as { work_history: unknown[] }).work_history;
    expect(latest).toMatchObject({ start_date: '2024-06', end_date: null });
    expect(outcome.issues).not.toContain('no recent experience');
  });
});

describe('an online course that disclaims the body whose guidelines it follows', () => {
  it('is not issued by that body', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Certificate of Course Completion',
          'This certifies that',
          "Katherine O'Brien",
          'has passed the online BLS Certification examination of CertNow Online Academy. This course follows the',
          '2020 Guidelines for CPR and ECC; CertNow Online Academy is not affiliated with or endorsed by the',
          'American Heart Association.',
          'COURSE DATE CERTIFICATE NO. EXPIRATION DATE',
          'March 5, 2026 CN-1312458 March 5, 2028',
          'Provider: CertNow Online Academy',
        ),
      ),
      jobOf('life_support_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({ certifications: [{ issuer: 'other' }] });
    expect(outcome.issues).toContain('unsupported issuer');
  });
});

describe('a credential summary with the badge as one row among other items', () => {
  const SUMMARY = (badgeRow: string) =>
    doc(
      'Pinecrest Clinician Network Credential Summary',
      "Katherine O'Brien Profile ID P-683271",
      'STATUS KEY Verified / Current / Clear / Active',
      'REQUIREMENT EVIDENCE ON FILE NUMBER ISSUED / DONE EXPIRES / DUE VERIFIED STATUS',
      'RN license State board primary source RN4471093 03/01/2025 02/28/2028 11/01/2026 Verified',
      'Influenza 2025-26 Pharmacy record 10/11/2025 06/30/2026 10/14/2025 Expired',
      badgeRow,
      'BLS AHA BLS Provider eCard WFGWLNTZM36A 04/23/2026 04/30/2028 04/25/2026 Current',
    );

  it('reads the badge’s own dates, number and status from its row', () => {
    const outcome = understandAndDecide(
      readOf(
        SUMMARY(
          'Partner Health Badge Pinecrest credential badge PCN9106901 04/24/2026 04/24/2027 11/16/2026 On hold - inactive',
        ),
      ),
      jobOf('partner_health_badge', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({
      badge: {
        id: 'PCN9106901',
        issue_date: '2026-04-24',
        expiration_date: '2027-04-24',
        status: 'inactive',
      },
    });
    expect(outcome.issues).toContain('badge inactive');
    expect(outcome.issues).not.toContain('document expired');
  });

  it('finds no end in a row that says it has none', () => {
    const outcome = understandAndDecide(
      readOf(
        SUMMARY(
          'Partner Health Badge Pinecrest credential badge PCN8805076 04/01/2026 No end date - monitored continuously 11/15/2026 Active',
        ),
      ),
      jobOf('partner_health_badge', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({
      badge: { id: 'PCN8805076', expiration_date: null, status: 'active' },
    });
    expect(outcome.issues).toContain('missing expiration date');
  });
});

describe("a learner transcript listing the handler course among the provider's other courses", () => {
  const COLUMNS = [0, 240, 320, 400, 470, 600, 700];
  const row = (y: number, cells: readonly string[]): Cell[] =>
    cells.map((text, k): Cell => [COLUMNS[k], y, text]);
  const TRANSCRIPT = (certificate: string) =>
    placed([
      [0, 0, 'Harbor Food Safety Training Network'],
      [0, 10, 'Official Learner Transcript'],
      [0, 30, "Learner Katherine Anne O'Brien"],
      [0, 45, 'Date of birth 02/28/1990'],
      ...row(70, ['Course', 'Code', 'Completed', 'Status', 'Certificate No.', 'Jurisdiction', 'Renewal Due']),
      ...row(90, [
        'Allergen Awareness',
        'ALG-101',
        '08/23/2026',
        'Passed',
        'ALG-6632840',
        'All states',
        '08/23/2029',
      ]),
      ...row(110, ['Sanitizing Basics', 'SAN-050', '08/09/2026', 'Completed', '—', '—', '—']),
      ...row(130, [
        'Food Handler Training',
        'FH-165',
        '09/17/2026',
        'Passed',
        certificate,
        'Illinois',
        '09/17/2029',
      ]),
      ...row(150, ['Food Protection Manager Prep', 'FPM-1', '—', 'In progress', '—', '—', '—']),
    ]);

  it("reads the handler course's row for the number and dates, not the first course's", () => {
    const outcome = understandAndDecide(
      TRANSCRIPT('FH-4829113'),
      jobOf('food_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.certificate).toMatchObject({
      id: 'FH-4829113',
      issue_date: '2026-09-17',
      expiration_date: '2029-09-17',
      kind: 'handler',
    });
    expect(outcome.decision).toBe('accepted');
  });

  it('reads no number when the handler row says it is pending', () => {
    const outcome = understandAndDecide(
      TRANSCRIPT('Pending'),
      jobOf('food_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.certificate).toMatchObject({ id: null, issue_date: '2026-09-17' });
    expect(outcome.issues).toEqual(['missing certificate id']);
  });
});

describe('a portal health summary whose immunizations are grouped by vaccine', () => {
  it('reads the rows under the influenza heading, not the health-maintenance due date', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          "Health Summary (continued) — Katherine A. O'Brien · DOB 02/28/1990",
          'Immunizations',
          'Date Given at / source',
          'COVID-19, mRNA, LNP-S, PF, 30 mcg/0.3 mL',
          '09/23/2024 # Hearthstone Pharmacy #2286 (state registry)',
          'Influenza, injectable, trivalent, preservative free',
          '10/16/2026 # Hearthstone Pharmacy #2286 (state registry)',
          '10/15/2025 Willowbrook Family Medicine — nurse visit',
          'Tdap',
          '02/19/2020 Willowbrook Family Medicine — nurse visit',
          'Health Maintenance',
          'Topic Status Due Last done',
          'Influenza vaccine (yearly) Completed 09/01/2027 10/16/2026',
        ),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }),
    );
    expect(outcome.issues).toEqual([]);
    expect((outcome.data.vaccinations as Array<{ date: string }>).map((v) => v.date)).toContain('2026-10-16');
  });
});

describe('a compliance dashboard’s recent activity', () => {
  it('does not take the day a reminder was sent or a form submitted for a dose', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Workforce Health Compliance — My Requirements',
          "O'BRIEN, KATHERINE   DATE OF BIRTH 02/28/1990",
          'Influenza vaccination 2026–2027   NOT YET RECEIVED',
          'Recent activity',
          '11/02/2026 Reminder e-mail: influenza vaccine due by 12/1/2026 — Employee Health',
          '10/27/2026 Influenza vaccine record uploaded — verification pending',
        ),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({ vaccinations: [] });
    expect(outcome.decision).not.toBe('accepted');
  });
});

describe('an immunization history reconciled with the state registry', () => {
  it('does not take the reconciliation for a dose', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Patient Immunization History Report',
          "PATIENT O'BRIEN, KATHERINE  DOB 02/28/1990",
          'Admin date Vaccine (CVX) Product Manufacturer (MVX) Lot # Administered at Administered by Status',
          '01-15-2021 208 – COVID-19, mRNA, LNP-S, PF Pfizer-BioNTech Pfizer (PFR) EL9262 NUHS Workforce Health Rochelle Abney, RN Given',
          'Reconciled with state registry (MCIR) on 11-07-2026 — 2 COVID-19 doses imported from the registry',
        ),
      ),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }),
    );
    expect((outcome.data.doses as unknown[]).length).toBe(1);
    expect(outcome.issues).toContain('not enough doses');
  });
});

describe('an EHR immunization history whose historical rows name the pharmacist', () => {
  it('takes the clinician the row names for the dose’s administrator', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Patient Immunization History Report',
          "PATIENT O'BRIEN, KATHERINE  DOB 02/28/1990",
          'Admin date Vaccine (CVX) Product Manufacturer (MVX) Lot # Dose / route Administered at Administered by Status',
          '08-16-2022 211 – COVID-19, subunit, rS-nanoparticle Novavax COVID-19 Vaccine, Adjuvanted Novavax, Inc. (NVX) 8858MF493 0.5 mL IM Anand Rao, RPh (via MCIR) H Historical',
          '09-11-2022 211 – COVID-19, subunit, rS-nanoparticle Novavax COVID-19 Vaccine, Adjuvanted Novavax, Inc. (NVX) 0560MF633 0.5 mL IM Anand Rao, RPh (via MCIR) H Historical',
        ),
      ),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({
      doses: [{ administrator: { name: 'Anand Rao, RPh' } }, { administrator: { name: 'Anand Rao, RPh' } }],
    });
    expect(outcome.issues).toEqual([]);
  });
});
