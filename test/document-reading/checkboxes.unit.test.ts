import { normaliseCheckboxes } from '../../src/engines/document/reading/checkboxes';

describe('checkbox normalisation', () => {
  it.each([
    ['☒ Negative ☐ Positive', '[x] Negative [ ] Positive'],
    ['☑Negative☐Positive', '[x] Negative [ ] Positive'],
    ['✔ Negative', '[x] Negative'],
    ['[X] Negative [ ] Positive', '[x] Negative [ ] Positive'],
    ['[x] Negative [] Positive', '[x] Negative [ ] Positive'],
    ['X] Negative', '[x] Negative'],
    ['[X Negative', '[x] Negative'],
    ['|X| Negative', '[x] Negative'],
    ['IX Negative [] Positive', '[x] Negative [ ] Positive'],
    ['(X) Yes ( ) No', '[x] Yes [ ] No'],
    ['[✓] Negative', '[x] Negative'],
    ['Result: [x] Negative [1 Positive', 'Result: [x] Negative [ ] Positive'],
    ['LI Negative', '[ ] Negative'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseCheckboxes(input)).toBe(expected);
  });

  it.each([
    'Grade IX',
    'Box X marks',
    'see [1] and [2]',
    'Patient:  Jane   Doe',
    'DOB 1990-01-02',
    'Size: XL',
  ])('leaves ordinary text alone: %s', (input) => {
    expect(normaliseCheckboxes(input)).toBe(input);
  });
});
