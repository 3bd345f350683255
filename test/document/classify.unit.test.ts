import { classify, isClearlyOtherType } from '../../src/engines/document/understanding/classify';
import type { DocumentType } from '../../src/shared/value-sets';

const SAMPLES: ReadonlyArray<readonly [DocumentType, string]> = [
  [
    'tuberculosis_test',
    'Tuberculin Skin Test (TST/PPD) Record\nDate placed 03/02/2026 Date read 03/04/2026 Induration 0 mm',
  ],
  ['tuberculosis_test', 'QuantiFERON-TB Gold Plus\nCollected 03/02/2026 Result NEGATIVE'],
  ['covid_vaccination', 'COVID-19 Vaccination Record Card\n1st Dose Pfizer EW0182 01/15/2021'],
  ['flu_vaccination', 'Influenza Vaccination Record\nFluzone Quadrivalent 10/01/2026'],
  ['life_support_certification', 'American Heart Association\nBLS Provider\nRecommended Renewal 08/2027'],
  ['food_handler_certification', 'ServSafe Food Handler Certificate\nCertificate Number 123456'],
  ['alcohol_handler_certification', 'TABC Seller-Server Certificate\nTexas Alcoholic Beverage Commission'],
  ['physical_exam', 'Pre-Employment Physical Examination\nBlood pressure 118/76\nCleared for duty'],
  ['partner_health_badge', 'ShiftWell Staffing Badge\nBadge ID B-123456\nStatus: Active'],
  [
    'resume',
    'Jane Doe\nProfessional Experience\nRegistered Nurse, St. Mary Hospital, Jan 2021 - Present\nEducation\nBSN',
  ],
];

describe('document classification', () => {
  it.each(SAMPLES)('recognises %s', (type, text) => {
    expect(classify(text).best).toBe(type);
  });

  it('refuses a document that is clearly another type', () => {
    const flu = classify('Influenza Vaccination Record\nFluzone Quadrivalent 10/01/2026\nSeason 2026-2027');
    expect(isClearlyOtherType(flu, 'covid_vaccination')).toBe(true);
    const food = classify('ServSafe Food Handler Certificate\nFood safety training');
    expect(isClearlyOtherType(food, 'alcohol_handler_certification')).toBe(true);
  });

  it("keeps an adult's immunization flowsheet whose COVID-19 row was not read as a COVID-19 record", () => {
    const lines = [
      'ADULT IMMUNIZATION FLOWSHEET',
      'Vaccine Dose 1 Dose 2 Dose 3 / booster',
      'Td / Tdap 08/02/2020 Boostrix Lot TT234',
      'Hepatitis B 03/01/2019 04/02/2019 09/03/2019',
      'MMR immune',
      'Influenza (season) 10/02/2024 Fluzone 10/12/2025 Flucelvax 10/05/2026 Fluzone',
      'Zoster (RZV) 05/06/2022 08/12/2022',
      ': LY [ Tamssen fizer',
    ];
    const record = classify(lines.join('\n'));
    expect(record.best).toBe('flu_vaccination');
    expect(isClearlyOtherType(record, 'covid_vaccination', lines)).toBe(false);
    // A flu record naming other vaccines on one leaflet line only is still a flu record.
    const flu = [
      'Influenza Vaccination Record',
      'Fluzone Quadrivalent 10/01/2026 Season 2026-2027',
      'Ask about other vaccines you may be due for (Tdap, shingles, pneumococcal).',
    ];
    expect(isClearlyOtherType(classify(flu.join('\n')), 'covid_vaccination', flu)).toBe(true);
  });

  it('keeps documents that merely mention another type', () => {
    const resume = classify(
      'Jane Doe\nProfessional Experience\nRegistered Nurse, St. Mary Hospital, 2019 - Present\nSkills\nBLS, ACLS, CPR certified; flu clinic volunteer',
    );
    expect(isClearlyOtherType(resume, 'resume')).toBe(false);
    const tb = classify(
      'Tuberculin skin test record\nPlaced 03/02/2026\nResult: negative\nFlu vaccine offered',
    );
    expect(isClearlyOtherType(tb, 'tuberculosis_test')).toBe(false);
  });

  it('takes a medical clearance listing the screenings it reviewed for a clearance, not a TB test', () => {
    const slip = classify(
      [
        'EMPLOYEE HEALTH SERVICES  MEDICAL CLEARANCE',
        'Date of health assessment 09/16/2026   DETERMINATION (stamp)',
        'REQUIREMENTS REVIEWED   Item   Date on file',
        '[x] TB screen (IGRA / TST) 09/02/2026',
        '[x] Influenza (current season) 10/01/2026',
        'RESTRICTIONS / ACCOMMODATIONS  none',
      ].join('\n'),
    );
    expect(isClearlyOtherType(slip, 'physical_exam')).toBe(false);
    // A TB test result is still no physical exam.
    const igra = classify(
      'QuantiFERON-TB Gold Plus\nInterferon-gamma release assay\nTB1 Antigen 0.02 IU/mL\nResult: NEGATIVE for tuberculosis infection',
    );
    expect(isClearlyOtherType(igra, 'physical_exam')).toBe(true);
  });

  it('takes a seller-server certificate from a food-safety school for an alcohol certificate', () => {
    const lines = [
      'FirstShift Food Safety',
      'Train today — work tonight · food safety and food handler courses',
      'Certificate of Completion',
      'TEXAS TABC SELLER-SERVER CERTIFICATION',
      'This certifies that Kenji Watanabe has completed the TABC Seller-Server Training course.',
      'Texas Alcoholic Beverage Commission — approved seller-server training',
    ];
    const c = classify(lines.join('\n'));
    expect(isClearlyOtherType(c, 'food_handler_certification', lines)).toBe(true);
    expect(isClearlyOtherType(c, 'alcohol_handler_certification', lines)).toBe(false);
    // The school's food handler certificate is its own type.
    const food = ['FirstShift Food Safety', 'Certificate of Completion', 'TEXAS FOOD HANDLER CERTIFICATE'];
    expect(isClearlyOtherType(classify(food.join('\n')), 'food_handler_certification', food)).toBe(false);
  });

  it('keeps a care record whose IGRA brand a scan misread among other visits', () => {
    const chart = classify(
      [
        'CHRONOLOGICAL RECORD OF MEDICAL CARE',
        '8/10/26 RESPIRATOR FIT TEST — N95 PASS. MEDICAL CLEARANCE QUESTIONNAIRE REVIEWED. NO CONTRAINDICATION.',
        '8/31/26 PRE-PLACEMENT TB SCREEN. CONTRACT RN. SX SCREEN NEG.',
        'GUANTIFERON-TB GOLD PLUS DRAWN. 4 TUBES. SENT TO HIGH DESERT CLINICAL.',
        'Cleared for TB. Vision and BP checked at the same visit.',
      ].join('\n'),
    );
    expect(isClearlyOtherType(chart, 'tuberculosis_test')).toBe(false);
  });

  it('has no opinion on text without cues', () => {
    const c = classify('lorem ipsum dolor');
    expect(c.best).toBeNull();
    expect(isClearlyOtherType(c, 'resume')).toBe(false);
  });
});
