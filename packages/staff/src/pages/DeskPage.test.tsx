import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import {
  type DeskAppointment,
  type PrescriptionMedicine,
  TPG_MESSAGES,
} from '@medibridge/contract';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { AppointmentsBoardPage, DoctorsDeskPage } from './DeskPage';

const board = { path: '/staff/appointments', element: <AppointmentsBoardPage /> };
const desk = { path: '/staff/desk', element: <DoctorsDeskPage /> };
const LIST = 'GET /api/staff/desk/appointments';
const MEDICINES = 'GET /api/staff/appointments/APT-AB12CD34/e-prescription/medicines';
const medicinesAnswer = (data: PrescriptionMedicine[], mode = 'video') => ({
  body: { consultation: { mode, follow_up: false }, data },
});

function appointment(overrides: Partial<DeskAppointment> = {}): DeskAppointment {
  return {
    appointment_no: 'APT-AB12CD34',
    department_id: 12,
    department_name: 'General Physician',
    appointment_date: null,
    appointment_time: null,
    appointment_mode: 'video',
    state: 'confirmed',
    patient: {
      name: 'Ravi Kumar',
      mobile: '9876543210',
      age: '34',
      sex: 'Male',
      weight: '70',
      height: '172',
    },
    symptoms: 'Fever for two days',
    answers: { dibetic: 'No' },
    prescription_url: null,
    documents: [],
    e_prescription_url: null,
    serving_doctor: null,
    follow_up: null,
    companion: null,
    ...overrides,
  };
}
const page = (data: DeskAppointment[]) => ({
  body: { data, meta: { page: 1, per_page: 20, total: data.length } },
});

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

describe('AppointmentsBoardPage (/staff/appointments)', () => {
  it("shows today's consultations with the patient, Join call and no-show; upcoming on its tab", async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: page([appointment()]),
    });
    renderRoute('/staff/appointments', board, fetch);
    const card = (await screen.findByRole('heading', { name: 'APT-AB12CD34' })).closest('article')!;
    expect(within(card).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(card).getByText('Fever for two days')).toBeInTheDocument();
    expect(within(card).getByText('Consult Now')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Join call' })).toHaveAttribute(
      'href',
      '/appointment/doctor-on-call/APT-AB12CD34',
    );
    // A coordinator has no registration number: no e-prescription.
    expect(
      within(card).queryByRole('button', { name: 'Write e-prescription' }),
    ).not.toBeInTheDocument();
    expect(fetch.calls.at(-1)?.url).toMatch(/when=today/);
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    await waitFor(() => expect(fetch.calls.at(-1)?.url).toMatch(/when=upcoming/));
  });

  it('says a height the patient did not give is "Not given" (deviation 19), and shows one they gave', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: page([
        appointment(),
        appointment({
          appointment_no: 'APT-NOHEIGHT',
          patient: { ...appointment().patient, height: null },
        }),
      ]),
    });
    renderRoute('/staff/appointments', board, fetch);
    const heightIn = async (no: string): Promise<string | null | undefined> => {
      const card = (await screen.findByRole('heading', { name: no })).closest('article')!;
      return within(card).getByText('Height', { selector: 'dt' }).nextElementSibling?.textContent;
    };
    expect(await heightIn('APT-AB12CD34')).toBe('172');
    expect(await heightIn('APT-NOHEIGHT')).toBe('Not given');
  });

  it("names a minor's accompanying adult (TPG 2020), and no one for an adult", async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: page([
        appointment(),
        appointment({
          appointment_no: 'APT-MINOR123',
          patient: { ...appointment().patient, age: '12' },
          companion: { name: 'Sunita Kumar', relationship: 'Mother' },
        }),
      ]),
    });
    renderRoute('/staff/appointments', board, fetch);
    const card = async (no: string): Promise<HTMLElement> =>
      (await screen.findByRole('heading', { name: no })).closest('article')!;
    expect(
      within(await card('APT-MINOR123')).getByText('Accompanied by', { selector: 'dt' })
        .nextElementSibling?.textContent,
    ).toBe('Sunita Kumar (Mother)');
    expect(within(await card('APT-AB12CD34')).queryByText('Accompanied by')).toBeNull();
  });

  it('searches on the server once the typing pauses, from the first page, and says when nothing matches', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: page([appointment()]),
    });
    renderRoute('/staff/appointments', board, fetch);
    await screen.findByRole('heading', { name: 'APT-AB12CD34' });
    const asked = fetch.calls.length;
    fetch.on(LIST, page([]));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search consultations' }),
      '98765 43210',
    );
    await waitFor(() => expect(fetch.calls.at(-1)?.url).toMatch(/q=98765\+43210|q=98765%2043210/));
    // One request for the whole text, not one per key.
    expect(fetch.calls.length - asked).toBe(1);
    expect(fetch.calls.at(-1)?.url).toMatch(/page=1/);
    expect(await screen.findByText('No consultations match your search.')).toBeInTheDocument();
  });

  it("marks a no-show, and shows the server's words when it refuses", async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: page([appointment()]),
      'POST /api/staff/appointments/APT-AB12CD34/no-show': {
        status: 409,
        body: { message: 'The slot has not begun yet.' },
      },
    });
    renderRoute('/staff/appointments', board, fetch);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark no-show' }));
    expect(await screen.findByText('The slot has not begun yet.')).toBeInTheDocument();
  });
});

describe('DoctorsDeskPage (/staff/desk)', () => {
  it('issues an e-prescription with a catalogue medicine, which completes the consultation', async () => {
    let issued: unknown = null;
    let asked = '';
    const fetch = createFakeFetch({
      [ME]: meAnswer(['doctor']),
      [LIST]: () =>
        page([
          issued
            ? appointment({ state: 'completed', e_prescription_url: '/api/files/documents/x.pdf' })
            : appointment(),
        ]),
      [MEDICINES]: (request) => {
        asked = request.url;
        return medicinesAnswer([
          {
            id: 42,
            title: 'Crocin 500',
            composition: 'Paracetamol 500 mg',
            schedule: 'OTC',
            tpg_list: 'O',
            allowed: true,
            reason: null,
          },
        ]);
      },
      'POST /api/staff/appointments/APT-AB12CD34/e-prescription': (request) => {
        issued = request.body;
        return {
          body: {
            data: {
              appointment_no: 'APT-AB12CD34',
              kind: 'consultation',
              url: '/api/files/documents/x.pdf',
              state: 'completed',
            },
          },
        };
      },
    });
    renderRoute('/staff/desk', desk, fetch);
    await userEvent.click(await screen.findByRole('button', { name: 'Write e-prescription' }));
    const form = await screen.findByRole('form', { name: 'E-prescription for APT-AB12CD34' });
    await userEvent.click(within(form).getByRole('button', { name: 'Issue e-prescription' }));
    expect(
      await within(form).findByText('Write the diagnosis or provisional diagnosis.'),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Diagnosis/), 'Viral fever');
    await userEvent.type(within(form).getByRole('combobox', { name: /Medicine/ }), 'para');
    await userEvent.click(
      await screen.findByRole('option', { name: /Crocin 500.*TPG list O.*Allowed/ }),
    );
    expect(asked).toContain('q=para');
    expect(asked).toContain('kind=consultation');
    expect(
      within(form).getByText('Allowed — TPG list O: Allowed for this consultation.'),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Strength'), '500 mg');
    await userEvent.type(within(form).getByLabelText('Dose'), '1 tablet');
    await userEvent.type(within(form).getByLabelText('Frequency'), 'twice a day');
    await userEvent.type(within(form).getByLabelText('Duration'), '5 days');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue e-prescription' }));
    await waitFor(() =>
      expect(issued).toEqual({
        kind: 'consultation',
        diagnosis: 'Viral fever',
        provisional: false,
        medicines: [
          {
            product_id: 42,
            strength: '500 mg',
            dose: '1 tablet',
            frequency: 'twice a day',
            duration: '5 days',
          },
        ],
        advice: '',
      }),
    );
    expect(await screen.findByRole('link', { name: 'E-prescription (PDF)' })).toHaveAttribute(
      'href',
      '/api/files/documents/x.pdf',
    );
    expect(screen.queryByRole('link', { name: 'Join call' })).not.toBeInTheDocument();
  }, 20_000);

  it('says which medicines this consultation may not prescribe (TPG 2020), and shows the refusal under the line', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['doctor']),
      [LIST]: page([appointment({ appointment_mode: 'audio' })]),
      [MEDICINES]: medicinesAnswer(
        [
          {
            id: 7,
            title: 'Morphitest 10 Tablet',
            composition: 'Morphine 10 mg',
            schedule: 'X',
            tpg_list: 'prohibited',
            allowed: false,
            reason: TPG_MESSAGES.prohibited,
          },
        ],
        'audio',
      ),
      'POST /api/staff/appointments/APT-AB12CD34/e-prescription': {
        status: 422,
        body: {
          message: TPG_MESSAGES.prohibited,
          errors: { 'medicines.0.product_id': TPG_MESSAGES.prohibited },
        },
      },
    });
    renderRoute('/staff/desk', desk, fetch);
    await userEvent.click(await screen.findByRole('button', { name: 'Write e-prescription' }));
    const form = await screen.findByRole('form', { name: 'E-prescription for APT-AB12CD34' });
    await userEvent.type(within(form).getByLabelText(/Diagnosis/), 'Severe pain');
    await userEvent.type(within(form).getByRole('combobox', { name: /Medicine/ }), 'morph');
    await userEvent.click(
      await screen.findByRole('option', {
        name: /Morphitest 10 Tablet.*TPG: prohibited.*Not allowed/,
      }),
    );
    expect(
      within(form).getByText(`Not allowed — TPG: prohibited: ${TPG_MESSAGES.prohibited}`),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Strength'), '10 mg');
    await userEvent.type(within(form).getByLabelText('Dose'), '1 tablet');
    await userEvent.type(within(form).getByLabelText('Frequency'), 'twice a day');
    await userEvent.type(within(form).getByLabelText('Duration'), '3 days');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue e-prescription' }));
    // The server's reason: in the form's message and under the medicine's box.
    expect(await within(form).findAllByText(TPG_MESSAGES.prohibited)).toHaveLength(2);
  }, 20_000);

  it("shows the server's words when the prescription is refused", async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['doctor']),
      [LIST]: page([appointment()]),
      'POST /api/staff/appointments/APT-AB12CD34/e-prescription': {
        status: 404,
        body: { message: 'There is no such appointment.' },
      },
    });
    renderRoute('/staff/desk', desk, fetch);
    await userEvent.click(await screen.findByRole('button', { name: 'Write e-prescription' }));
    const form = await screen.findByRole('form', { name: 'E-prescription for APT-AB12CD34' });
    await userEvent.type(within(form).getByLabelText(/Diagnosis/), 'Viral fever');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove medicine 1' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Issue e-prescription' }));
    expect(await within(form).findByText('There is no such appointment.')).toBeInTheDocument();
  });

  it("shows a patient's follow-up with its document, and answers it with a follow-up e-prescription", async () => {
    const followUp = {
      message: 'The fever came back last night.',
      document_url: '/api/files/documents/report.pdf',
      created_at: '2026-11-25 18:40',
    };
    let issued: unknown = null;
    const fetch = createFakeFetch({
      [ME]: meAnswer(['doctor']),
      [LIST]: (request) =>
        request.url.includes('when=follow_ups') && issued === null
          ? page([
              appointment({
                state: 'completed',
                follow_up: followUp,
                documents: [{ url: followUp.document_url, kind: 'follow_up', remarks: null }],
                e_prescription_url: '/api/files/documents/first.pdf',
              }),
            ])
          : page([]),
      'POST /api/staff/appointments/APT-AB12CD34/e-prescription': (request) => {
        issued = request.body;
        return {
          body: {
            data: {
              appointment_no: 'APT-AB12CD34',
              kind: 'follow_up',
              url: '/api/files/documents/follow-up.pdf',
              state: 'followed_up',
            },
          },
        };
      },
    });
    renderRoute('/staff/desk', desk, fetch);
    expect(await screen.findByText('No consultations here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Follow-ups' }));
    const card = (await screen.findByRole('heading', { name: 'APT-AB12CD34' })).closest('article')!;
    const box = within(card).getByRole('region', { name: 'Patient’s follow-up' });
    expect(within(box).getByText('The fever came back last night.')).toBeInTheDocument();
    expect(within(box).getByText('2026-11-25 18:40')).toBeInTheDocument();
    const download = within(box).getByRole('link', { name: 'Download the follow-up document' });
    expect(download).toHaveAttribute('href', '/api/files/documents/report.pdf');
    expect(download).toHaveAttribute('download');
    // Its document is the follow-up's, not listed a second time.
    expect(within(card).queryByRole('link', { name: 'Document 1' })).not.toBeInTheDocument();
    // A completed consultation: no call, no no-show, no first prescription.
    expect(within(card).queryByRole('link', { name: 'Join call' })).not.toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Write e-prescription' }),
    ).not.toBeInTheDocument();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Write follow-up e-prescription' }),
    );
    const form = await screen.findByRole('form', {
      name: 'Follow-up e-prescription for APT-AB12CD34',
    });
    await userEvent.type(within(form).getByLabelText(/Diagnosis/), 'Recurrent viral fever');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove medicine 1' }));
    await userEvent.type(
      within(form).getByLabelText('Advice'),
      'Rest; a blood test if it persists.',
    );
    await userEvent.click(
      within(form).getByRole('button', { name: 'Issue follow-up e-prescription' }),
    );
    await waitFor(() =>
      expect(issued).toEqual({
        kind: 'follow_up',
        diagnosis: 'Recurrent viral fever',
        provisional: false,
        medicines: [],
        advice: 'Rest; a blood test if it persists.',
      }),
    );
    expect(
      await screen.findByText(
        /Follow-up e-prescription issued for APT-AB12CD34; the patient can download it/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the PDF' })).toHaveAttribute(
      'href',
      '/api/files/documents/follow-up.pdf',
    );
    // Answered, it leaves the follow-ups waiting.
    expect(await screen.findByText('No follow-ups are waiting for an answer.')).toBeInTheDocument();
  }, 20_000);

  it('shows the follow-ups to a coordinator, who cannot write the prescription', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: page([
        appointment({
          state: 'completed',
          follow_up: {
            message: 'Still coughing.',
            document_url: '/api/files/documents/x.png',
            created_at: '2026-11-25 10:00',
          },
        }),
      ]),
    });
    renderRoute('/staff/appointments', board, fetch);
    await userEvent.click(await screen.findByRole('tab', { name: 'Follow-ups' }));
    await waitFor(() => expect(fetch.calls.at(-1)?.url).toMatch(/when=follow_ups/));
    expect(await screen.findByText('Still coughing.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Write follow-up e-prescription' }),
    ).not.toBeInTheDocument();
  });
});
