import { screen, within } from '@testing-library/react';
import { writeUserInfo } from '@medibridge/api-client';
import type { AppointmentInvoice, AppointmentRecord } from '@medibridge/contract';
import { USER, network, record, renderRoute } from '../test/renderRoute';
import { AppointmentDetailsPage } from './AppointmentDetailsPage';

const route = { path: '/appointment-details/:appt_no', element: <AppointmentDetailsPage /> };
const ROW = 'POST /api/get_appointment_row';
const PATH = '/appointment-details/APT-AB12CD34';

function fact(term: string): string | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

/** The invoice's money line a row header names. */
function line(name: string): string | null {
  const header = screen.getByRole('rowheader', { name });
  return header.nextElementSibling?.textContent ?? null;
}

/** get_appointment_row's record: the list record and its invoice (not GST-registered, no refund). */
function row(over: Partial<AppointmentRecord> = {}, invoice: Partial<AppointmentInvoice> = {}) {
  return {
    ...record(over),
    invoice: { gstin: null, sac: '9993', gst: 'exempt', refund: null, ...invoice },
  };
}

/** The invoice has arrived (its heading shows while it loads too). */
const invoice = () => screen.findByRole('link', { name: 'Download PDF' });

beforeEach(() => writeUserInfo(USER));
afterEach(() => localStorage.clear());

describe('AppointmentDetailsPage (/appointment-details/{appt_no})', () => {
  it('is the invoice: number, dates, contact, the booking’s state, its payment and reference', async () => {
    const fetch = network().on(ROW, {
      body: {
        data: row({ created_at: '2026-11-25 15:40', payment_reference: 'MB7K2Q9X1LPA' }),
      },
    });
    renderRoute(PATH, route, fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    await invoice();
    expect(fetch.calls.find((c) => c.url === '/api/get_appointment_row')?.body).toEqual({
      appointment_no: 'APT-AB12CD34',
    });
    expect(fact('Appointment Number')).toBe('APT-AB12CD34');
    expect(fact('Booked on')).toBe('25 Nov 2026');
    expect(fact('When')).toBe('26 Nov 2026, 10:15 am');
    expect(fact('Department')).toBe('Dermatology');
    expect(fact('Booking status')).toBe('Confirmed');
    expect(fact('Payment status')).toBe('Paid');
    expect(fact('Payment reference')).toBe('MB7K2Q9X1LPA');
    expect(fact('Name')).toBe('Asha Rao');
    expect(fact('Mobile')).toBe('9876543210');
    expect(fact('Email')).toBe('asha@example.in');
    expect(screen.queryByText(/placeholder/)).not.toBeInTheDocument();
  });

  it('of a cancelled, refunded booking shows its real state and where the money went, never Success', async () => {
    renderRoute(
      PATH,
      route,
      network().on(ROW, {
        body: {
          data: row(
            { state: 'cancelled', payment_status: 'Refunded', status: 2, booking_status: 2 },
            {
              refund: { wallet_amount: '100.00', source_amount: '409.15', source_state: 'pending' },
            },
          ),
        },
      }),
    );
    await invoice();
    expect(fact('Booking status')).toBe('Cancelled');
    expect(fact('Payment status')).toBe('Refunded');
    expect(line('Refunded to your wallet')).toBe('₹100.00');
    expect(line('Refund to your payment method (in progress)')).toBe('₹409.15');
    expect(screen.queryByText('Success')).not.toBeInTheDocument();
  });

  it('bills the consultation (SAC 9993), never the symptoms; total is fee less discount, no VAT', async () => {
    renderRoute(PATH, route, network().on(ROW, { body: { data: row() } }));
    await invoice();
    expect(screen.queryByText('Itchy rash')).not.toBeInTheDocument();
    const item = screen.getByRole('cell', { name: /Consultation: Dermatology/ });
    expect(item).toHaveTextContent('Health care service, SAC 9993');
    expect(item.nextElementSibling).toHaveTextContent('₹599.00');
    expect(line('Discount on Fee')).toBe('− ₹89.85');
    expect(line('Total')).toBe('₹509.15');
    expect(line('From your wallet')).toBe('₹100.00');
    expect(line('Paid online')).toBe('₹409.15');
    expect(screen.queryByText('VAT')).not.toBeInTheDocument();
  });

  it('says “Not registered for GST” and charges none when the operator has no GSTIN', async () => {
    renderRoute(PATH, route, network().on(ROW, { body: { data: row() } }));
    await invoice();
    expect(screen.getByText('Not registered for GST')).toBeInTheDocument();
    expect(
      screen.getByText('No GST is charged: MediBridge is not registered for GST.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('rowheader', { name: 'GST (exempt: health care services)' }),
    ).not.toBeInTheDocument();
  });

  it('prints the operator’s GSTIN and the consultation’s GST as exempt, ₹0.00', async () => {
    renderRoute(
      PATH,
      route,
      network().on(ROW, { body: { data: row({}, { gstin: '29ABCDE1234F1ZW' }) } }),
    );
    await invoice();
    expect(screen.getByText('GSTIN: 29ABCDE1234F1ZW')).toBeInTheDocument();
    expect(line('GST (exempt: health care services)')).toBe('₹0.00');
    expect(screen.getByText('Health care services are exempt from GST.')).toBeInTheDocument();
  });

  it('shows no discount or wallet line as money taken off when there was none', async () => {
    renderRoute(
      PATH,
      route,
      network().on(ROW, {
        body: {
          data: row({
            appt_fee: '299.00',
            fee_discount: '0.00',
            wallet_amount: '0.00',
            amount: '299.00',
          }),
        },
      }),
    );
    await invoice();
    expect(line('Discount on Fee')).toBe('₹0.00');
    expect(line('From your wallet')).toBe('₹0.00');
    expect(line('Total')).toBe('₹299.00');
    expect(line('Paid online')).toBe('₹299.00');
  });

  it('links Download PDF to the server’s invoice of this appointment, in the page’s language', async () => {
    renderRoute(PATH, route, network().on(ROW, { body: { data: row() } }));
    const pdf = await screen.findByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', '/api/appointment-invoice/APT-AB12CD34?lang=en');
    expect(pdf).toHaveAttribute('download', 'MediBridge-APT-AB12CD34.pdf');
    expect(screen.getByRole('link', { name: 'Go to My Appointments' })).toHaveAttribute(
      'href',
      '/my-appointment',
    );
  });

  it('offers the doctor prescription only once consulted, the follow-up one and the patient’s own', async () => {
    const files = {
      doctor_prescription: '/api/files/documents/rx-doctor.pdf',
      follow_up_doctor_prescription: '/api/files/documents/rx-follow-up.pdf',
      prescriptionImage: '/api/files/documents/mine.jpg',
    };
    const booked = renderRoute(
      PATH,
      route,
      network().on(ROW, { body: { data: row({ ...files, status: 1 }) } }),
    );
    await invoice();
    expect(screen.queryByRole('link', { name: 'Doctor prescription' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your prescription' })).toHaveAttribute(
      'href',
      '/api/files/documents/mine.jpg',
    );
    booked.unmount();

    renderRoute(
      PATH,
      route,
      network().on(ROW, {
        body: { data: row({ ...files, status: 3, booking_status: 3, state: 'completed' }) },
      }),
    );
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'Doctor prescription' })).toHaveAttribute(
      'href',
      '/api/files/documents/rx-doctor.pdf',
    );
    expect(within(documents).getByRole('link', { name: 'Follow-up prescription' })).toHaveAttribute(
      'href',
      '/api/files/documents/rx-follow-up.pdf',
    );
  });

  it('never links to a file address that is not a path of this site or http(s)', async () => {
    renderRoute(
      PATH,
      route,
      network().on(ROW, {
        body: {
          data: row({
            status: 3,
            doctor_prescription: 'javascript:alert(1)',
            prescriptionImage: null,
          }),
        },
      }),
    );
    await invoice();
    expect(screen.queryByRole('region', { name: 'Documents' })).not.toBeInTheDocument();
  });

  it("shows the server's words when the appointment is not the patient's", async () => {
    renderRoute(
      PATH,
      route,
      network().on(ROW, {
        status: 404,
        body: { message: 'We could not find this appointment in your account.' },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'We could not open this appointment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not find this appointment in your account.',
    );
  });
});
