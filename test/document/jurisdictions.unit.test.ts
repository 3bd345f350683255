// The state a handler certificate belongs to, as forms print it.
import { jurisdictionOf } from '../../src/engines/document/understanding/extractors/jurisdictions';

describe('the jurisdiction of a certificate', () => {
  it('reads a state code after its caption without a colon', () => {
    expect(jurisdictionOf(['Certificate / card no. 306434 State TX'])).toBe('TX');
  });

  it('does not take a state named in an option left unticked', () => {
    expect(
      jurisdictionOf([
        'Program (tick one) [x] TABC Seller-Server [ ] TIPS Off-Premise [ ] Illinois BASSET (off-premise)',
      ]),
    ).toBeNull();
    expect(jurisdictionOf(['Program [ ] TIPS [x] Illinois BASSET (off-premise)'])).toBe('IL');
  });

  it('does not read a state ID card as Idaho', () => {
    expect(jurisdictionOf(['Acceptable ID: valid driver license, state ID card, passport'])).toBeNull();
    expect(jurisdictionOf(['State ID no. 44120'])).toBeNull();
    // Nor the word "in" after "state" as Indiana.
    expect(jurisdictionOf(['Certified in the state in which you sell'])).toBeNull();
  });
});
