import * as kit from './index';

describe('public entry', () => {
  it('exports the API the shell and features use', () => {
    for (const name of [
      'theme',
      'GlobalStyle',
      'UiKitProvider',
      'Button',
      'Modal',
      'ModalTitle',
      'ModalHost',
      'useModal',
      'modalReducer',
      'openModal',
      'closeModal',
      'TextField',
      'TextInput',
      'MobileField',
      'OtpField',
      'SelectField',
      'TextAreaField',
      'RadioGroup',
      'Typeahead',
      'Alert',
      'useTimedMessage',
      'FormError',
      'Card',
      'Tabs',
      'Carousel',
      'DateStrip',
      'Money',
      'Skeleton',
      'Spinner',
      'VisuallyHidden',
      'EmptyState',
      'PageContainer',
      'Stack',
    ]) {
      expect(kit).toHaveProperty(name);
    }
  });

  it('lists every modal name the features open', () => {
    expect([...kit.MODAL_NAMES].sort()).toEqual(
      [
        'ambulance',
        'consultation',
        'homeCare',
        'hospitalQuote',
        'packageSearch',
        'patientLogin',
        'pharmacyComingSoon',
      ].sort(),
    );
  });
});
