import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeUserInfo } from '@medibridge/api-client';
import { BOOKING_MESSAGES_HI } from '@medibridge/contract/hi-booking';
import { MESSAGES_HI } from '@medibridge/contract/hi-screens';
import { changeLanguage, resetTextsForTests } from '@medibridge/ui-kit';
import { STEP_FIRST, USER, network, record, renderRoute, storeDrafts } from '../test/renderRoute';
import { MyAppointmentsPage } from '../pages/MyAppointmentsPage';
import { ServiceBookingPage } from '../pages/ServiceBookingPage';
import { StepFirstPage } from '../pages/StepFirstPage';
import { StepSecondPage } from '../pages/StepSecondPage';

beforeEach(() => writeUserInfo(USER));
afterEach(() => {
  resetTextsForTests();
  localStorage.clear();
});

describe('booking screens in Hindi', () => {
  it('step one: heading, labels, answers and its own validation message', async () => {
    await act(() => changeLanguage('hi'));
    renderRoute('/appointment/step-first', {
      path: '/appointment/step-first',
      element: <StepFirstPage />,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अपॉइंटमेंट बुक करें' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'पुरुष' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'डायबिटीज़ है?' })).getByRole('radio', {
        name: 'नहीं',
      }),
    ).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'पुष्टि करें और आगे बढ़ें' }));
    expect(await screen.findByText('कृपया उम्र चुनें।')).toBeInTheDocument();
  });

  it("step two: the days in Hindi and contract's booking messages", async () => {
    await act(() => changeLanguage('hi'));
    storeDrafts(STEP_FIRST, null);
    renderRoute(
      '/appointment/step-second',
      { path: '/appointment/step-second', element: <StepSecondPage /> },
      network(),
    );
    const days = await screen.findByRole('group', { name: 'तारीख चुनें' });
    expect(within(days).getByRole('radio', { name: /^बुधवार, 25/ })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'आगे' }));
    expect(await screen.findByText(BOOKING_MESSAGES_HI.departmentRequired)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_MESSAGES_HI.symptomsRequired)).toBeInTheDocument();
  });

  it("My Appointments: the card, its buttons and SPEC's cancel message", async () => {
    await act(() => changeLanguage('hi'));
    const fetch = network()
      .on('POST /api/get_appointments_by_user_id', { body: { data: [record()] } })
      .on('POST /api/cancelled_user_appointment', {
        body: { code: 200, message: 'Appointment cancelled Successfully.', data: null },
      });
    renderRoute(
      '/my-appointment',
      { path: '/my-appointment', element: <MyAppointmentsPage /> },
      fetch,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'मेरे अपॉइंटमेंट' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'कॉल करें' })).toHaveAttribute(
      'href',
      '/appointment/doctor-on-call/APT-AB12CD34',
    );
    expect(screen.getByText('26 नव॰ 2026, 10:15 am')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
    expect(screen.getByText('यह अपॉइंटमेंट रद्द करें? ₹509.15 वापस किए जाएँगे।')).toBeInTheDocument();
    // Paid online: where the refund goes, in Hindi too.
    const where = screen.getByRole('group', { name: 'रिफ़ंड कहाँ भेजें?' });
    expect(
      within(where).getByRole('radio', { name: 'MediBridge वॉलेट में रिफ़ंड (तुरंत)' }),
    ).toBeChecked();
    expect(
      within(where).getByRole('radio', {
        name: 'जिस तरीके से भुगतान किया था, उसी में रिफ़ंड (5–7 कामकाजी दिन)',
      }),
    ).not.toBeChecked();
    expect(
      within(where).getByText('वॉलेट से दिए गए ₹100.00 हमेशा आपके वॉलेट में ही वापस आते हैं।'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'हाँ, रद्द करें' }));
    expect(await screen.findByText(MESSAGES_HI.appointmentCancelled)).toBeInTheDocument();
  });

  it('Make Payment: labels, services and its own validation messages', async () => {
    await act(() => changeLanguage('hi'));
    renderRoute(
      '/service/service-booking',
      { path: '/service/service-booking', element: <ServiceBookingPage /> },
      network(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'भुगतान करें' })).toBeVisible();
    const service = await screen.findByLabelText(/^सेवा/);
    expect(within(service).getByRole('option', { name: 'घर पर देखभाल' })).toHaveValue('HomeCare');
    await userEvent.setup().click(screen.getByRole('button', { name: 'भुगतान करें' }));
    expect(await screen.findByText('कृपया अपनी टिप्पणी लिखें।')).toBeInTheDocument();
    expect(screen.getByText('कृपया सेवा चुनें।')).toBeInTheDocument();
  });
});
