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
      'ErrorSummary',
      'FormErrorSummary',
      'Card',
      'FactList',
      'lazySchemas',
      'Tabs',
      'Carousel',
      'DateStrip',
      'Money',
      'Skeleton',
      'Spinner',
      'VisuallyHidden',
      'EmptyState',
      'PageContainer',
      'PageFrame',
      'lazyPage',
      'Panel',
      'SummaryColumns',
      'FieldGrid',
      'Note',
      'CheckLabel',
      'ActionRow',
      'SubmitProblem',
      'StepActions',
      'Stack',
    ]) {
      expect(kit).toHaveProperty(name);
    }
  });

  it('knows no feature modal: their names are contract’s', () => {
    expect(kit).not.toHaveProperty('MODAL_NAMES');
  });
});
