import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createTestStore, type FakeFetch } from '@medibridge/api-client';
import {
  SUPPORT_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '@medibridge/contract';
import { UiKitProvider, modalReducer } from '@medibridge/ui-kit';
import { enquiriesRoutes } from '../routes';
import { network, renderModal } from '../test/renderModal';

function renderPage(path: string, fetch: FakeFetch = network()) {
  const store = createTestStore({ fetchFn: fetch, reducers: { modal: modalReducer } });
  const router = createMemoryRouter(enquiriesRoutes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <UiKitProvider>
        <RouterProvider router={router} />
      </UiKitProvider>
    </Provider>,
  );
  return {
    ...view,
    enquiries: () => fetch.calls.filter((c) => c.method === 'POST').map((c) => c.body),
  };
}

async function fillContactForm(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
): Promise<void> {
  await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Asha');
  await user.type(within(form).getByRole('textbox', { name: /Mobile/ }), '9876543210');
}

describe('contact details', () => {
  it('/contact-us shows the one support phone, email, address and hours of contract', async () => {
    renderPage('/contact-us');
    const list = await screen.findByLabelText('Contact details');
    expect(within(list).getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute(
      'href',
      SUPPORT_PHONE_HREF,
    );
    expect(within(list).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(within(list).getByText(SUPPORT_ADDRESS)).toBeInTheDocument();
    expect(within(list).getByText(SUPPORT_HOURS)).toBeInTheDocument();
  });
});

describe('dead body ambulance page', () => {
  it('asks about the deceased and the transfer, not a patient’s condition, and has no 108 advice', async () => {
    renderPage('/ambulance-for-deadBody');
    const form = await screen.findByRole('form', { name: 'Enquiry form' });
    expect(within(form).getByRole('group', { name: /Gender of the deceased/ })).toBeInTheDocument();
    expect(
      within(form).getByRole('textbox', { name: /Pick-up, destination and when you need the van/ }),
    ).toBeRequired();
    expect(screen.queryByText(/patient’s condition/)).not.toBeInTheDocument();
    expect(screen.queryByText(/call 108/)).not.toBeInTheDocument();
  });

  it('other ambulance pages still speak of the patient', async () => {
    renderPage('/ambulance-with-icu');
    const form = await screen.findByRole('form', { name: 'Enquiry form' });
    expect(within(form).getByRole('group', { name: /Patient’s gender/ })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /patient’s condition/ })).toBeInTheDocument();
    expect(screen.getByText(/call 108 first/)).toBeInTheDocument();
  });
});

describe('honeypot (docs/decisions/0009)', () => {
  it('a page form has a field people cannot see or reach; empty, nothing extra is sent', async () => {
    const user = userEvent.setup();
    const view = renderPage('/contact-us');
    const form = await screen.findByRole('form', { name: 'Enquiry form' });
    const trap = view.container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(within(form).queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
    await fillContactForm(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    await within(form).findByText(/registered successfully/);
    expect(within(form).getByText('Your reference: ENQ-20261121-AB12')).toBeInTheDocument();
    expect(view.enquiries()).toEqual([expect.not.objectContaining({ website: expect.anything() })]);
  });

  it('a page form sends what a bot typed into it as `website`', async () => {
    const user = userEvent.setup();
    const view = renderPage('/contact-us');
    const form = await screen.findByRole('form', { name: 'Enquiry form' });
    const trap = view.container.querySelector<HTMLInputElement>('input[name="website"]');
    if (!trap) throw new Error('no honeypot');
    await user.type(trap, 'http://spam.example');
    await fillContactForm(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    await within(form).findByText(/registered successfully/);
    expect(view.enquiries()).toEqual([
      expect.objectContaining({ website: 'http://spam.example', first_name: 'Asha' }),
    ]);
  });

  it('a modal form carries the honeypot too', async () => {
    const user = userEvent.setup();
    const view = renderModal('ambulance', { service_id: '6' });
    const dialog = await screen.findByRole('dialog', { name: 'Book an Ambulance' });
    const trap = dialog.querySelector<HTMLInputElement>('input[name="website"]');
    if (!trap) throw new Error('no honeypot');
    expect(trap).toHaveAttribute('tabindex', '-1');
    await user.type(trap, 'bot');
    await user.type(within(dialog).getByRole('textbox', { name: /Patient name/ }), 'Meera');
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '9000000001');
    await user.type(within(dialog).getByRole('combobox', { name: /City/ }), 'Del');
    await user.click(await within(dialog).findByRole('option', { name: 'Delhi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request Ambulance' }));
    await within(dialog).findByText(/registered successfully/);
    expect(view.enquiries()).toEqual([expect.objectContaining({ website: 'bot', service_id: 6 })]);
  });
});
