import { withBreakHints } from './breakHints';

describe('withBreakHints', () => {
  it('puts a soft hyphen where a reader expects in the long words it knows', () => {
    expect(withBreakHints('Physiotherapist at Home')).toBe('Physio\u00ADtherapist at Home');
    expect(withBreakHints('Hospitalization')).toBe('Hospital\u00ADization');
  });

  it('leaves other text, and Hindi, alone', () => {
    expect(withBreakHints('Dead Body Ambulance')).toBe('Dead Body Ambulance');
    expect(withBreakHints('घर पर फ़िज़ियोथेरेपिस्ट')).toBe('घर पर फ़िज़ियोथेरेपिस्ट');
  });
});
