import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import { useState, type ReactNode } from 'react';
import {
  FileField,
  MobileField,
  OtpField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from './fields';
import { MobileInput } from './MobileInput';
import { OtpInput } from './OtpInput';
import { TextInput } from './TextInput';
import { renderUi } from './testUtils';

function PlainMobile({
  readOnly,
  initial = '',
}: {
  readOnly?: boolean;
  initial?: string;
}): ReactNode {
  const [value, setValue] = useState(initial);
  return (
    <MobileInput label="Mobile Number" value={value} onValueChange={setValue} readOnly={readOnly} />
  );
}

describe('MobileInput / MobileField', () => {
  it('has the SPEC placeholder, numeric keypad, max length 10 and a visible label', () => {
    renderUi(<PlainMobile />);
    const input = screen.getByLabelText('Mobile Number');
    expect(input).toHaveAttribute('placeholder', 'Enter 10 Digit Mobile Number');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '10');
  });

  it('strips non-digits as the person types', async () => {
    const user = userEvent.setup();
    renderUi(<PlainMobile />);
    const input = screen.getByLabelText('Mobile Number');
    await user.type(input, '98a7-6 5x');
    expect(input).toHaveValue('98765');
  });

  it('ignores typing past 10 digits', async () => {
    const user = userEvent.setup();
    renderUi(<PlainMobile />);
    const input = screen.getByLabelText('Mobile Number');
    await user.type(input, '987654321012');
    expect(input).toHaveValue('9876543210');
  });

  it('caps at 10 digits even when more arrive at once', async () => {
    const user = userEvent.setup();
    renderUi(<PlainMobile />);
    const input = screen.getByLabelText('Mobile Number');
    await user.click(input);
    await user.paste('98765432101234');
    expect(input).toHaveValue('9876543210');
  });

  it('drops a pasted +91 or 0 prefix', async () => {
    const user = userEvent.setup();
    renderUi(<PlainMobile />);
    const input = screen.getByLabelText('Mobile Number');
    await user.click(input);
    await user.paste('+91 98765 43210');
    expect(input).toHaveValue('9876543210');
  });

  it('readOnly keeps the value', async () => {
    const user = userEvent.setup();
    renderUi(<PlainMobile readOnly initial="9876543210" />);
    const input = screen.getByLabelText('Mobile Number');
    expect(input).toHaveAttribute('readonly');
    await user.type(input, '1');
    expect(input).toHaveValue('9876543210');
  });

  it('binds to formik and stores the sanitized digits', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderUi(
      <Formik initialValues={{ mobile: '' }} onSubmit={onSubmit}>
        <Form>
          <MobileField name="mobile" label="Registered Mobile Number" />
          <button type="submit">Get Password</button>
        </Form>
      </Formik>,
    );
    await user.type(screen.getByLabelText('Registered Mobile Number'), '+91-98765 432109');
    await user.click(screen.getByRole('button', { name: 'Get Password' }));
    expect(onSubmit).toHaveBeenCalledWith({ mobile: '9198765432' }, expect.anything());
  });
});

describe('OtpInput / OtpField', () => {
  function PlainOtp(): ReactNode {
    const [value, setValue] = useState('');
    return <OtpInput label="Enter Your OTP" value={value} onValueChange={setValue} />;
  }

  it('keeps digits only, at most 8, and asks for SMS autofill', async () => {
    const user = userEvent.setup();
    renderUi(<PlainOtp />);
    const input = screen.getByLabelText('Enter Your OTP');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '8');
    await user.click(input);
    await user.paste('12a34 56789012');
    expect(input).toHaveValue('12345678');
    await user.clear(input);
    await user.type(input, '987654321');
    expect(input).toHaveValue('98765432');
  });

  it('binds to formik', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderUi(
      <Formik initialValues={{ otpno: '' }} onSubmit={onSubmit}>
        <Form>
          <OtpField name="otpno" label="OTP" />
          <button type="submit">Verify OTP</button>
        </Form>
      </Formik>,
    );
    await user.type(screen.getByLabelText('OTP'), '4x2y1z9');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(onSubmit).toHaveBeenCalledWith({ otpno: '4219' }, expect.anything());
  });
});

describe('formik-bound fields', () => {
  function validate(values: {
    first_name: string;
    departmentId: string;
    symptoms: string;
    appointmentMode: string;
  }) {
    const errors: Record<string, string> = {};
    if (!values.first_name) errors.first_name = 'First name is required';
    if (!values.departmentId) errors.departmentId = 'Department is required';
    if (!values.symptoms) errors.symptoms = 'Describe your symptoms';
    return errors;
  }

  function setup(onSubmit = jest.fn()) {
    renderUi(
      <Formik
        initialValues={{ first_name: '', departmentId: '', symptoms: '', appointmentMode: 'video' }}
        validate={validate}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <TextField name="first_name" label="First Name" hint="As on your ID" required />
          <SelectField
            name="departmentId"
            label="Department"
            placeholder="Select Department"
            options={[
              { value: '3', label: 'Cardiology' },
              { value: '12', label: 'General Physician' },
            ]}
          />
          <TextAreaField name="symptoms" label="Describe Your Symptoms?" />
          <RadioGroupField
            name="appointmentMode"
            label="Appointment Mode"
            options={[
              { value: 'video', label: 'Video' },
              { value: 'audio', label: 'Audio' },
            ]}
          />
          <button type="submit">Next</button>
        </Form>
      </Formik>,
    );
    return onSubmit;
  }

  it('ties every control to a visible label', () => {
    setup();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Department' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Describe Your Symptoms?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Appointment Mode' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Video' })).toBeChecked();
  });

  it('shows formik errors after a submit attempt, tied to the control', async () => {
    const user = userEvent.setup();
    const onSubmit = setup();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByRole('textbox', { name: /First Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As on your ID First name is required');
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription(
      'Department is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values typed, chosen and picked', async () => {
    const user = userEvent.setup();
    const onSubmit = setup();
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Asha');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Department' }),
      'General Physician',
    );
    await user.type(screen.getByRole('textbox', { name: 'Describe Your Symptoms?' }), 'Fever');
    await user.click(screen.getByRole('radio', { name: 'Audio' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { first_name: 'Asha', departmentId: '12', symptoms: 'Fever', appointmentMode: 'audio' },
      expect.anything(),
    );
  });
});

describe('TextInput', () => {
  it('is a plain controlled input with label, hint and error wired for screen readers', () => {
    renderUi(
      <TextInput
        label="Email"
        type="email"
        value="a@b"
        onChange={() => undefined}
        hint="We never share it"
        error="Enter a valid email"
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveValue('a@b');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid email');
  });
});

describe('FileInput / FileField', () => {
  it('binds the picked file to formik and shows its name', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderUi(
      <Formik initialValues={{ documentFirst: null as File | null }} onSubmit={onSubmit}>
        <Form>
          <FileField
            name="documentFirst"
            label="Upload Report"
            accept="image/*,application/pdf"
            hint="JPG, PNG or PDF"
          />
          <button type="submit">Submit</button>
        </Form>
      </Formik>,
    );
    const input = screen.getByLabelText('Upload Report');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('JPG, PNG or PDF');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    const report = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    await user.upload(input, report);
    expect(screen.getByText('report.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ documentFirst: report }, expect.anything());
  });
});
