import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from './Alert';
import { FormError } from './FormError';
import { renderUi } from './testUtils';

describe('Alert', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows an error as role=alert and clears it after 5000 ms, then calls onDismiss', () => {
    const onDismiss = jest.fn();
    renderUi(
      <Alert tone="error" onDismiss={onDismiss}>
        Invalid Mobile Number.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Mobile Number.');
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('announces success and info politely (role=status)', () => {
    renderUi(
      <>
        <Alert tone="success">Profile Update Successfully.</Alert>
        <Alert tone="info">Coming soon</Alert>
      </>,
    );
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      'Profile Update Successfully.',
      'Coming soon',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('honours a custom duration, and null keeps it', () => {
    renderUi(
      <>
        <Alert tone="success" autoDismissMs={3000}>
          Item removed
        </Alert>
        <Alert tone="info" autoDismissMs={null}>
          Stays
        </Alert>
      </>,
    );
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Item removed')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Stays')).toBeInTheDocument();
  });

  it('can be dismissed by its close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onDismiss = jest.fn();
    renderUi(
      <Alert tone="error" dismissible onDismiss={onDismiss}>
        Appointment Not Cancelled Yet.
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('FormError', () => {
  it('renders a form-level message as an alert, and nothing when empty', () => {
    const { rerender } = renderUi(<FormError>All field is required</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('All field is required');
    rerender(<FormError>{''}</FormError>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
