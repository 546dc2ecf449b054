import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { renderUi } from './testUtils';

describe('Button', () => {
  it('clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderUi(<Button onClick={onClick}>Verify OTP</Button>);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, keeps its name and ignores clicks and submits', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Pay Now
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay Now' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a form like a native button', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disabled blocks clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderUi(
      <Button disabled onClick={onClick}>
        Next
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders as a link with `as`', () => {
    renderUi(
      <Button as="a" href="/login" variant="secondary">
        Log in
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not leak styling props to the DOM', () => {
    renderUi(
      <Button fullWidth variant="danger" size="lg">
        Cancel
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('fullWidth');
    expect(button).not.toHaveAttribute('size');
  });
});
