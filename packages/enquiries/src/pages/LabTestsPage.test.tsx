import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { clearUserInfo, createTestStore, writeUserInfo } from '@medibridge/api-client';
import { UiKitProvider, modalReducer } from '@medibridge/ui-kit';
import { enquiriesRoutes } from '../routes';

function renderLabTests() {
  const store = createTestStore({ reducers: { modal: modalReducer } });
  const router = createMemoryRouter(enquiriesRoutes, { initialEntries: ['/lab-tests'] });
  render(
    <Provider store={store}>
      <UiKitProvider>
        <RouterProvider router={router} />
      </UiKitProvider>
    </Provider>,
  );
}

function setPartnerMeta(content: string): void {
  const meta = document.createElement('meta');
  meta.name = 'lab-partner-url';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  clearUserInfo();
  document.head.querySelector('meta[name="lab-partner-url"]')?.remove();
});

describe('/lab-tests', () => {
  it('a visitor gets the explainer and the demo partner in a titled frame, without prefill', async () => {
    renderLabTests();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lab Tests' })).toBeInTheDocument();
    expect(
      screen.getByText(/Up to 70% off on lab tests, with free home sample collection/),
    ).toBeInTheDocument();
    const frame = screen.getByTitle('Lab test booking with our lab partner');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/partner-demo/lab-tests');
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      '/partner-demo/lab-tests',
    );
    expect(screen.queryByText(/shared with our lab partner/)).not.toBeInTheDocument();
  });

  it('a logged-in patient’s name and mobile go into the frame’s and the new-tab link’s address, encoded', async () => {
    writeUserInfo({ id: 3, name: 'Asha', last_name: 'Rao & Sons', mobile: '9876543210' });
    renderLabTests();
    const frame = await screen.findByTitle('Lab test booking with our lab partner');
    const expected = '/partner-demo/lab-tests?name=Asha+Rao+%26+Sons&mobile=9876543210';
    expect(frame).toHaveAttribute('src', expected);
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      expected,
    );
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(
      screen.getByText(/filled in for you and shared with our lab partner/),
    ).toBeInTheDocument();
  });

  it('frames the partner the server is configured with', async () => {
    setPartnerMeta('https://book.lab.example/medibridge?src=mb');
    writeUserInfo({ id: 3, name: 'Ravi Kumar', mobile: '9123456789' });
    renderLabTests();
    const frame = await screen.findByTitle('Lab test booking with our lab partner');
    expect(frame).toHaveAttribute(
      'src',
      'https://book.lab.example/medibridge?src=mb&name=Ravi+Kumar&mobile=9123456789',
    );
  });

  it('drops the prefill when the patient logs out while on the page', async () => {
    writeUserInfo({ id: 3, name: 'Asha', mobile: '9876543210' });
    renderLabTests();
    const frame = await screen.findByTitle('Lab test booking with our lab partner');
    expect(frame.getAttribute('src')).toContain('mobile=9876543210');
    act(() => clearUserInfo());
    expect(screen.getByTitle('Lab test booking with our lab partner')).toHaveAttribute(
      'src',
      '/partner-demo/lab-tests',
    );
  });
});
