import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  VIEWPORTS,
  type StaffUser,
  journey,
  makePng,
  openPage,
  setUpJourneys,
} from './harness';
import { photographer, logIn as signIn, orderCartCashOnDelivery } from './session';

/**
 * The staff console (issue 13 §4): a coordinator works an enquiry (the status change is seen in the list and
 * in the audit log); a pharmacist approves the prescription of an Rx order a patient placed and dispatches
 * it; a doctor of department 12 issues the e-prescription of a paid Consult Now booking, which completes it,
 * and the patient downloads it from the invoice page; the patient sends a follow-up, the doctor answers it with
 * a follow-up e-prescription from the desk's Follow-ups, and the patient downloads that too; a coordinator
 * follows an OTP from "Sent (accepted)" to "Delivered" once MSG91's delivery report comes in. Every console
 * screen is photographed at 360×640 and 1280×800 (e2e/artifacts/staff).
 */

const PASSWORD = 'Staff-Console@E2e-2026';
const COORDINATOR: StaffUser = {
  mobile: '9000088001',
  name: 'Kiran Coordinator',
  password: PASSWORD,
  roles: ['coordinator'],
};
const PHARMACIST: StaffUser = {
  mobile: '9000088002',
  name: 'Farah Pharmacist',
  password: PASSWORD,
  roles: ['pharmacist'],
};
const DOCTOR: StaffUser = {
  mobile: '9000088003',
  name: 'Dr Meera Desk',
  password: PASSWORD,
  roles: ['doctor'],
  doctor: {
    department: 12,
    registration: 'DMC 2016/07/4412',
    qualifications: 'MBBS, MD (General Medicine)',
  },
};
const PATIENT = { mobile: '9876543210', password: 'MediBridge@Demo1' };

/** MSG91's delivery-report secret: the demo outbox stands in for MSG91, and reports name its request ids. */
const WEBHOOK_TOKEN = 'e2e-msg91-webhook-token-0123456789';
/** A mobile that asks for a registration OTP, whose text the coordinator then follows. */
const OTP_MOBILE = '9812345671';

const e2e = setUpJourneys({
  staff: [COORDINATOR, PHARMACIST, DOCTOR],
  env: { MSG91_WEBHOOK_TOKEN: WEBHOOK_TOKEN },
});

const shot = photographer('staff');

const logIn = (page: Page, mobile: string, password: string): Promise<void> =>
  signIn(page, e2e.server.baseUrl, mobile, password);

/** The India calendar date `days` from now (YYYY-MM-DD). */
function indiaDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
}

/** Opens a console screen and waits for its heading. */
async function open(page: Page, url: string, title: string): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}${url}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

let enquiryReference = '';
let orderNo = '';
let apptNo = '';

describe('the staff console', () => {
  it('a visitor opening /staff is told the area is for staff, with a link to log in', async () => {
    const p = await openPage(e2e.browser, DESKTOP);
    try {
      await journey(p, 'staff-visitor', async () => {
        await p.page.goto(`${e2e.server.baseUrl}/staff`);
        await p.page.getByRole('heading', { name: 'This area is for MediBridge staff' }).waitFor();
        expect(await p.page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
          '/login?next=%2Fstaff',
        );
        await shot(p.page, 'visitor-desktop');
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 60_000);

  it('the patient sends an enquiry, places an Rx order and books a paid Consult Now', async () => {
    const res = await fetch(`${e2e.server.baseUrl}/api/store-contact-inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        enquiryType: 'Contact',
        form: 'page',
        page: '/contact-us',
        first_name: 'Kavya',
        mobile: '9812345670',
        email: 'kavya@example.in',
      }),
    });
    const answer = (await res.json()) as { data?: { reference?: string } };
    expect(res.status).toBe(200);
    enquiryReference = answer.data?.reference ?? '';
    expect(enquiryReference).toMatch(/^ENQ-/);

    const p = await openPage(e2e.browser, DESKTOP);
    const { page } = p;
    try {
      await journey(p, 'staff-patient-setup', async () => {
        await logIn(page, PATIENT.mobile, PATIENT.password);
        // An Rx medicine in the cart, ordered cash on delivery with an uploaded prescription.
        await page.goto(`${e2e.server.baseUrl}/search-product-list/amoxicillin`);
        await page
          .getByText(/\d+ products for/)
          .first()
          .waitFor();
        await page
          .getByRole('button', { name: /^Add .+ to cart$/ })
          .first()
          .click();
        await page
          .getByText(/Added to your cart\./)
          .first()
          .waitFor();
        orderNo = await orderCartCashOnDelivery(page, e2e.server.baseUrl);

        // Consult Now (department 12), paid on the sandbox.
        await page.goto(`${e2e.server.baseUrl}/appointment/step-first`);
        await page.getByRole('heading', { level: 1, name: 'Make Appointment' }).waitFor();
        await page.getByLabel(/^Age/).selectOption('34');
        await page.getByLabel(/^Weight/).selectOption('62');
        await page.getByRole('button', { name: 'Confirm and Next' }).click();
        await page.waitForURL(/\/appointment\/step-second$/);
        await page.getByLabel(/^Department/).selectOption('12');
        await page
          .getByLabel(/^Describe Your Symptoms\?/)
          .fill('Fever and a sore throat since yesterday.');
        await page.getByRole('radio', { name: 'Video' }).check({ force: true });
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('button', { name: 'Pay Now' }).click();
        await page.waitForURL(/\/(sandbox-gateway\/|appointment\/success-response\/)/);
        if (page.url().includes('/sandbox-gateway/'))
          await page.getByRole('button', { name: /^Pay ₹/ }).click();
        await page.waitForURL(/\/appointment\/success-response\/APT-/);
        apptNo = /APT-[A-Z0-9]{8}/.exec(page.url())?.[0] ?? '';
      });
      expect(orderNo).toMatch(/^ORD-/);
      expect(apptNo).toMatch(/^APT-/);
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 240_000);

  it('a coordinator works the enquiry: status, a note, a call-back, a search; each in the audit log', async () => {
    const p = await openPage(e2e.browser, DESKTOP);
    const { page } = p;
    try {
      await journey(p, 'staff-coordinator', async () => {
        await logIn(page, COORDINATOR.mobile, COORDINATOR.password);
        // Staff land on their console, and their account menu names it.
        await page.waitForURL(`${e2e.server.baseUrl}/staff`);
        await page.getByRole('heading', { level: 1, name: 'Staff console' }).waitFor();
        await page.getByRole('button', { name: /Account menu/ }).click();
        await page.getByRole('link', { name: 'Staff console', exact: true }).waitFor();
        await page.keyboard.press('Escape');
        await open(page, '/staff', 'Staff console');
        await page.getByRole('link', { name: /Enquiries inbox/ }).click();
        await page.getByRole('heading', { level: 1, name: 'Enquiries inbox' }).waitFor();
        const card = page.getByRole('article', { name: enquiryReference });
        await card.waitFor();
        await card.getByLabel(`Status of ${enquiryReference}`).selectOption('contacted');
        await card.getByRole('button', { name: 'Save status' }).click();
        await card.getByText('Status saved.').waitFor();
        // A note, then a call-back tomorrow at 11:00 India time with a second note: newest first, who and when.
        await card.getByRole('button', { name: 'Show details' }).click();
        await card.getByText('No notes yet.').waitFor();
        const noteBox = card.getByLabel(`Note on ${enquiryReference}`);
        await noteBox.fill('Called: no answer. Will try again.');
        await card.getByRole('button', { name: 'Add note' }).click();
        await card.getByText('Note added.').waitFor();
        const tomorrow = indiaDay(1);
        await card.getByLabel('Call back at (India time)').fill(`${tomorrow}T11:00`);
        await noteBox.fill('Asked us to call after 11.');
        await card.getByRole('button', { name: 'Set call-back' }).click();
        await card.getByText(`Call-back set for ${tomorrow} 11:00 (India time).`).waitFor();
        await card.getByText(`Call back: ${tomorrow} 11:00`).waitFor();
        const notes = card
          .getByRole('list', { name: `Notes on ${enquiryReference}` })
          .getByRole('listitem');
        await notes.nth(1).waitFor();
        expect(await notes.allTextContents()).toEqual([
          expect.stringMatching(
            /^Asked us to call after 11\.Kiran Coordinator, \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(India time\)$/,
          ),
          expect.stringMatching(/^Called: no answer\. Will try again\.Kiran Coordinator, /),
        ]);
        // The server searches (by email here), keeping the status filter; the call-backs filter finds it too.
        await page.reload();
        await page.getByLabel('Status', { exact: true }).selectOption('contacted');
        await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('KAVYA@EXAMPLE');
        await page.getByText('Page 1 of 1 (1 in all)').waitFor();
        await page.getByRole('article', { name: enquiryReference }).waitFor();
        await page.getByLabel('Call-backs').selectOption('scheduled');
        await page
          .getByRole('article', { name: enquiryReference })
          .getByText(`Call back: ${tomorrow} 11:00`)
          .waitFor();
        await page.getByLabel('Call-backs').selectOption('due');
        await page.getByText('No enquiries match.').waitFor();
        await page.getByLabel('Call-backs').selectOption('');
        await page
          .getByRole('searchbox', { name: 'Search', exact: true })
          .fill('nobody-by-this-name');
        await page.getByText('No enquiries match.').waitFor();
        // Read again from the server: the list filtered by the new status holds it.
        await page.reload();
        await page.getByLabel('Status', { exact: true }).selectOption('contacted');
        await page
          .getByRole('article', { name: enquiryReference })
          .locator('span', { hasText: 'Contacted' })
          .first()
          .waitFor();
        await open(page, '/staff/audit-log', 'Audit log');
        await page.getByText(`enquiry.status · ${enquiryReference}`).waitFor();
        await page.getByText(`enquiry.call_back · ${enquiryReference}`).waitFor();
        await page.getByText(`enquiry.note · ${enquiryReference}`).first().waitFor();
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);

  it('a pharmacist approves the Rx order and dispatches it', async () => {
    const p = await openPage(e2e.browser, DESKTOP);
    const { page } = p;
    try {
      await journey(p, 'staff-pharmacist', async () => {
        await logIn(page, PHARMACIST.mobile, PHARMACIST.password);
        await open(page, '/staff/pharmacy', 'Pharmacy desk');
        // The server searches: the order number finds the order alone.
        await page.getByRole('searchbox', { name: /Search orders/ }).fill(orderNo);
        await page.getByText('Page 1 of 1 (1 in all)').waitFor();
        await page.getByRole('button', { name: new RegExp(orderNo) }).click();
        const detail = page.getByRole('region', { name: `Order ${orderNo}` });
        await detail.getByRole('link', { name: 'Open the uploaded prescription' }).waitFor();
        await detail.getByRole('button', { name: 'Approve prescription' }).click();
        await detail.getByRole('button', { name: 'Mark packed' }).click();
        await detail.getByRole('button', { name: 'Mark dispatched' }).click();
        await detail.getByText('On the way').first().waitFor();
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);

  it('a doctor issues the e-prescription; the patient downloads it from the invoice', async () => {
    const p = await openPage(e2e.browser, DESKTOP);
    const { page } = p;
    try {
      await journey(p, 'staff-doctor', async () => {
        await logIn(page, DOCTOR.mobile, DOCTOR.password);
        await open(page, '/staff/desk', 'Doctor’s desk');
        // The server searches: the patient's mobile, typed with the country code and a space, finds it.
        const searched = page.waitForResponse((r) => r.url().includes('q=%2B91'));
        await page
          .getByRole('searchbox', { name: 'Search consultations' })
          .fill(`+91 ${PATIENT.mobile.slice(0, 5)} ${PATIENT.mobile.slice(5)}`);
        expect((await searched).status()).toBe(200);
        const card = page.getByRole('article', { name: apptNo });
        expect(await card.getByRole('link', { name: 'Join call' }).getAttribute('href')).toBe(
          `/appointment/doctor-on-call/${apptNo}`,
        );
        await card.getByRole('button', { name: 'Write e-prescription' }).click();
        const form = card.getByRole('form', { name: `E-prescription for ${apptNo}` });
        await form.getByLabel(/^Diagnosis/).fill('Acute pharyngitis');
        await form.getByRole('combobox', { name: /Medicine/ }).fill('paracetamol');
        await page.getByRole('option').first().click();
        await form.getByLabel('Strength').fill('500 mg');
        await form.getByLabel('Dose').fill('1 tablet');
        await form.getByLabel('Frequency').fill('three times a day');
        await form.getByLabel('Duration').fill('3 days');
        await form.getByLabel('Advice').fill('Warm saline gargles; plenty of fluids.');
        await shot(page, 'e-prescription-desktop');
        await form.getByRole('button', { name: 'Issue e-prescription' }).click();
        await page
          .getByText(`E-prescription issued for ${apptNo}; the consultation is completed.`)
          .waitFor();
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
    // The patient, in a browser of their own, downloads it from the invoice page.
    const q = await openPage(e2e.browser, DESKTOP);
    try {
      await journey(q, 'staff-doctor-patient', async () => {
        await logIn(q.page, PATIENT.mobile, PATIENT.password);
        await q.page.goto(`${e2e.server.baseUrl}/appointment-details/${apptNo}`);
        const link = q.page.getByRole('link', { name: 'Doctor prescription' });
        await link.waitFor();
        const file = await q.page.request.get(
          `${e2e.server.baseUrl}${await link.getAttribute('href')}`,
        );
        expect(file.status()).toBe(200);
        expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
      });
      expect(q.unexpectedProblems()).toEqual([]);
    } finally {
      await q.close();
    }
  }, 120_000);

  it('the patient sends a follow-up; the doctor answers it with a follow-up e-prescription the patient downloads', async () => {
    const q = await openPage(e2e.browser, DESKTOP);
    // Before the first follow-up, SPEC's two look-ups answer 404 ('none yet', which the screen expects).
    q.allow(
      (problem) =>
        /status of 404/.test(problem.text) &&
        /\/api\/(get_last_appt_followup_user_id|get_appt_followup_document_by_appt_id)$/.test(
          problem.url ?? '',
        ),
    );
    try {
      await journey(q, 'staff-follow-up-patient', async () => {
        await logIn(q.page, PATIENT.mobile, PATIENT.password);
        await q.page.goto(`${e2e.server.baseUrl}/appointment/followup/${apptNo}`);
        const form = q.page.getByRole('form', { name: 'Send a follow-up' });
        await form
          .locator('input[type="file"]')
          .setInputFiles({ name: 'report.png', mimeType: 'image/png', buffer: makePng() });
        await form.getByLabel(/^Message for the doctor/).fill('The sore throat came back today.');
        await form.getByRole('button', { name: 'Submit' }).click();
        await q.page.waitForURL(/\/my-appointment$/, { timeout: 15_000 });
      });
      expect(q.unexpectedProblems()).toEqual([]);
    } finally {
      await q.close();
    }

    // The doctor answers it on a phone; the form is photographed at both sizes.
    const p = await openPage(e2e.browser, PHONE);
    const { page } = p;
    try {
      await journey(p, 'staff-follow-up-doctor', async () => {
        await logIn(page, DOCTOR.mobile, DOCTOR.password);
        await open(page, '/staff/desk', 'Doctor’s desk');
        await page.getByRole('tab', { name: 'Follow-ups' }).click();
        const card = page.getByRole('article', { name: apptNo });
        const box = card.getByRole('region', { name: 'Patient’s follow-up' });
        await box.getByText('The sore throat came back today.').waitFor();
        const link = box.getByRole('link', { name: 'Download the follow-up document' });
        const document = await page.request.get(
          `${e2e.server.baseUrl}${await link.getAttribute('href')}`,
        );
        expect(document.status()).toBe(200);
        await card.getByRole('button', { name: 'Write follow-up e-prescription' }).click();
        const form = card.getByRole('form', { name: `Follow-up e-prescription for ${apptNo}` });
        await form.getByLabel(/^Diagnosis/).fill('Recurrent pharyngitis');
        await form.getByRole('combobox', { name: /Medicine/ }).fill('Azithromycin');
        await form.getByLabel('Strength').fill('500 mg');
        await form.getByLabel('Dose').fill('1 tablet');
        await form.getByLabel('Frequency').fill('once a day');
        await form.getByLabel('Duration').fill('3 days');
        await form.getByLabel('Instructions').fill('After food');
        await form.getByRole('button', { name: 'Add a medicine' }).click();
        await form.getByRole('group', { name: 'Medicine 2' }).waitFor();
        await form.scrollIntoViewIfNeeded();
        await shot(page, 'follow-up-e-prescription-phone');
        await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
        await form.scrollIntoViewIfNeeded();
        await shot(page, 'follow-up-e-prescription-desktop');
        await form.getByRole('button', { name: 'Remove medicine 2' }).click();
        await form.getByRole('button', { name: 'Issue follow-up e-prescription' }).click();
        await page
          .getByText(`Follow-up e-prescription issued for ${apptNo}`, { exact: false })
          .waitFor();
        await page.getByText('No follow-ups are waiting for an answer.').waitFor();
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }

    const r = await openPage(e2e.browser, DESKTOP);
    try {
      await journey(r, 'staff-follow-up-download', async () => {
        await logIn(r.page, PATIENT.mobile, PATIENT.password);
        await r.page.goto(`${e2e.server.baseUrl}/appointment-details/${apptNo}`);
        const link = r.page.getByRole('link', { name: 'Follow-up prescription' });
        await link.waitFor();
        const file = await r.page.request.get(
          `${e2e.server.baseUrl}${await link.getAttribute('href')}`,
        );
        expect(file.status()).toBe(200);
        expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
      });
      expect(r.unexpectedProblems()).toEqual([]);
    } finally {
      await r.close();
    }
  }, 180_000);

  it('a coordinator sees an OTP accepted, then delivered once the delivery report comes in', async () => {
    const patient = await openPage(e2e.browser, PHONE);
    try {
      await journey(patient, 'staff-messages-otp', async () => {
        await patient.page.goto(`${e2e.server.baseUrl}/mobile-verification`);
        await patient.page.getByLabel(/Mobile Number/).fill(OTP_MOBILE);
        await patient.page.getByRole('button', { name: 'Send Code via SMS' }).click();
        await patient.page.getByRole('heading', { name: 'Enter Your OTP' }).waitFor();
      });
      expect(patient.unexpectedProblems()).toEqual([]);
    } finally {
      await patient.close();
    }

    const p = await openPage(e2e.browser, DESKTOP);
    const { page } = p;
    try {
      await journey(p, 'staff-messages', async () => {
        await logIn(page, COORDINATOR.mobile, COORDINATOR.password);
        await open(page, '/staff', 'Staff console');
        await page.getByRole('link', { name: /Messages/ }).click();
        await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
        const field = page.getByLabel(/Patient’s mobile number/);
        await field.fill('98123');
        await page.getByRole('button', { name: 'Show messages' }).click();
        await page.getByText('Enter the patient’s 10-digit mobile number.').waitFor();
        await field.fill(OTP_MOBILE);
        await page.getByRole('button', { name: 'Show messages' }).click();
        const row = page
          .getByRole('table', { name: `Messages to +91 ${OTP_MOBILE}` })
          .getByRole('row', { name: /One-time password/ });
        await row.getByText('Sent (accepted)').waitFor();
        await row.getByText('SMS', { exact: true }).waitFor();
        const requestId = (await row.getByRole('cell').nth(3).textContent()) ?? '';
        expect(requestId).toMatch(/^outbox-\d+$/);
        await shot(page, 'messages-sent-desktop');

        // MSG91's delivery report (webhook version v3), with the secret its URL carries.
        const report = await fetch(
          `${e2e.server.baseUrl}/api/notifications/msg91-report?token=${WEBHOOK_TOKEN}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              requestId,
              number: `91${OTP_MOBILE}`,
              status: '1',
              desc: 'DELIVERED',
            }),
          },
        );
        expect(report.status).toBe(200);
        expect(await report.json()).toEqual({ received: 1 });

        await page.getByRole('button', { name: 'Show messages' }).click();
        await row.getByText('Delivered', { exact: true }).waitFor();
        await row
          .getByText(/^Reached the phone \(reported \d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\.$/)
          .waitFor();
        await shot(page, 'messages-delivered-desktop');
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);

  it.each(VIEWPORTS)(
    'every console screen at $name',
    async (viewport) => {
      const screens: [StaffUser, string, string, string][] = [
        [COORDINATOR, '/staff', 'Staff console', 'home-coordinator'],
        [COORDINATOR, '/staff/enquiries', 'Enquiries inbox', 'enquiries'],
        [COORDINATOR, '/staff/appointments', 'Appointments board', 'appointments'],
        [COORDINATOR, '/staff/audit-log', 'Audit log', 'audit-log'],
        [COORDINATOR, '/staff/messages', 'Messages', 'messages'],
        [PHARMACIST, '/staff/pharmacy', 'Pharmacy desk', 'pharmacy'],
        [DOCTOR, '/staff/desk', 'Doctor’s desk', 'desk'],
      ];
      for (const who of [COORDINATOR, PHARMACIST, DOCTOR]) {
        const p = await openPage(e2e.browser, viewport);
        try {
          await journey(p, `staff-screens-${who.roles[0]}`, async () => {
            await logIn(p.page, who.mobile, who.password);
            for (const [user, url, title, name] of screens) {
              if (user !== who) continue;
              await open(p.page, url, title);
              await p.page.waitForLoadState('networkidle');
              if (url === '/staff/enquiries') {
                const card = p.page.getByRole('article', { name: enquiryReference });
                await card.getByRole('button', { name: 'Show details' }).click();
                await card.getByRole('list', { name: `Notes on ${enquiryReference}` }).waitFor();
              }
              if (url === '/staff/messages') {
                await p.page.getByLabel(/Patient’s mobile number/).fill(OTP_MOBILE);
                await p.page.getByRole('button', { name: 'Show messages' }).click();
                await p.page.getByText('Delivered', { exact: true }).first().waitFor();
              }
              if (url === '/staff/pharmacy') {
                await p.page.getByLabel('Show orders').selectOption('dispatched');
                await p.page.getByRole('button', { name: new RegExp(orderNo) }).click();
                await p.page.getByRole('region', { name: `Order ${orderNo}` }).waitFor();
              }
              await shot(p.page, `${name}-${viewport.name}`);
            }
          });
          expect(p.unexpectedProblems()).toEqual([]);
        } finally {
          await p.close();
        }
      }
    },
    180_000,
  );
});
