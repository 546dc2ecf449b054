import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, type FormikErrors } from 'formik';
import { useState, type ReactNode } from 'react';
import { ErrorSummary } from './ErrorSummary';
import {
  FileField,
  MobileField,
  OtpField,
  RadioGroupField,
  SelectField,
  TextField,
} from './fields';
import { FormErrorSummary } from './FormErrorSummary';
import { changeLanguage, resetTextsForTests } from './i18n';
import { TextInput } from './TextInput';
import { renderUi } from './testUtils';

interface Values {
  name: string;
  age: string;
  gender: string;
  mobile: string;
  code: string;
  report: File | null;
}

const EMPTY: Values = { name: '', age: '', gender: '', mobile: '', code: '', report: null };

function required(values: Values): FormikErrors<Values> {
  const errors: FormikErrors<Values> = {};
  if (!values.name) errors.name = 'Name is required';
  if (!values.age) errors.age = 'Age is required';
  if (!values.gender) errors.gender = 'Gender is required';
  if (values.mobile.length !== 10) errors.mobile = 'Invalid Mobile Number.';
  if (!values.code) errors.code = 'Code is required';
  if (!values.report) errors.report = 'Report is required';
  return errors;
}

function Example({
  initial = EMPTY,
  onSubmit = () => undefined,
}: {
  initial?: Values;
  onSubmit?: (values: Values, setErrors: (errors: FormikErrors<Values>) => void) => void;
}): ReactNode {
  return (
    <Formik<Values>
      initialValues={initial}
      validate={required}
      // Async, as a form that calls the server: formik ends the submit when the promise settles.
      onSubmit={async (values, helpers) => {
        await Promise.resolve();
        onSubmit(values, helpers.setErrors);
      }}
    >
      <Form noValidate aria-label="Example">
        <FormErrorSummary />
        <TextField name="name" label="Name" required />
        <SelectField
          name="age"
          label="Age"
          required
          placeholder="Select Age"
          options={[{ value: '30', label: '30' }]}
        />
        <RadioGroupField
          name="gender"
          label="Gender"
          required
          options={[
            { value: 'Male', label: 'Male' },
            { value: 'FeMale', label: 'Female' },
          ]}
        />
        <MobileField name="mobile" label="Mobile Number" required />
        <OtpField name="code" label="Code" required />
        <FileField name="report" label="Report" required />
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

const FILLED: Values = {
  name: 'Asha',
  age: '30',
  gender: 'FeMale',
  mobile: '9876543210',
  code: '1234',
  report: new File(['x'], 'report.pdf', { type: 'application/pdf' }),
};

let scrolled: jest.Mock;
beforeEach(() => {
  scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  delete (window as { matchMedia?: unknown }).matchMedia;
  resetTextsForTests();
});

describe('FormErrorSummary', () => {
  it('names every field in error in page order and focuses the first', async () => {
    const user = userEvent.setup();
    renderUi(<Example />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct 6 fields: Name, Age, Gender, Mobile Number, Code, Report',
    );
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    // The fields' own messages stay under them.
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it.each([
    ['a select', { age: '' }, () => screen.getByRole('combobox', { name: /Age/ })],
    ['a radio group (its first option)', { gender: '' }, () => screen.getByLabelText('Male')],
    ['a mobile input', { mobile: '98765' }, () => screen.getByLabelText(/Mobile Number/)],
    ['an OTP input', { code: '' }, () => screen.getByLabelText(/^Code/)],
    ['a file input', { report: null }, () => screen.getByLabelText(/^Report/)],
  ])('focuses %s when it is the first in error', async (_kind, missing, control) => {
    const user = userEvent.setup();
    renderUi(<Example initial={{ ...FILLED, ...missing }} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(control()).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please correct 1 field: /);
  });

  it('scrolls the field to the middle smoothly, or at once when motion is reduced', async () => {
    const user = userEvent.setup();
    renderUi(<Example initial={{ ...FILLED, age: '' }} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(scrolled).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' }),
    );
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('combobox', { name: /Age/ }));

    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(scrolled).toHaveBeenLastCalledWith({ block: 'center', behavior: 'auto' }),
    );
  });

  it('follows the corrections and goes once nothing is in error', async () => {
    const user = userEvent.setup();
    renderUi(<Example initial={{ ...FILLED, name: '', age: '' }} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct 2 fields: Name, Age',
    );
    await user.type(screen.getByLabelText(/^Name/), 'Asha');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please correct 1 field: Age'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /Age/ }), '30');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows nothing and leaves the focus alone when the submit goes through', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    renderUi(<Example initial={FILLED} onSubmit={sent} />);
    const button = screen.getByRole('button', { name: 'Send' });
    await user.click(button);
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('treats the server’s field errors set while submitting as a refusal', async () => {
    const user = userEvent.setup();
    renderUi(
      <Example
        initial={FILLED}
        onSubmit={(_values, setErrors) => setErrors({ mobile: 'This mobile is not registered.' })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct 1 field: Mobile Number',
    );
    await waitFor(() => expect(screen.getByLabelText(/Mobile Number/)).toHaveFocus());
  });

  it('announces again on the next refused submit, in Hindi when Hindi is on', async () => {
    const user = userEvent.setup();
    renderUi(<Example initial={{ ...FILLED, age: '' }} />);
    await act(() => changeLanguage('hi'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const first = await screen.findByRole('alert');
    expect(first).toHaveTextContent('कृपया 1 फ़ील्ड ठीक करें: Age');
    screen.getByRole('button', { name: 'Send' }).focus();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Age/ })).toHaveFocus());
    // A new alert element: screen readers read the same words again.
    expect(screen.getByRole('alert')).not.toBe(first);
  });
});

function PlainForm(): ReactNode {
  const [city, setCity] = useState('');
  const [failed, setFailed] = useState(0);
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (city) return;
        setError('City is required');
        setFailed((n) => n + 1);
      }}
    >
      <ErrorSummary failedSubmits={failed} />
      <TextInput label="Street" value="" onChange={() => undefined} />
      <TextInput
        label="City"
        required
        value={city}
        error={city ? undefined : error}
        onChange={(event) => setCity(event.target.value)}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('ErrorSummary in a plain form', () => {
  it('names the fields in error and focuses the first when the count of refusals grows', async () => {
    const user = userEvent.setup();
    renderUi(<PlainForm />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct 1 field: City');
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveFocus());
    await user.type(screen.getByLabelText(/^City/), 'Pune');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
