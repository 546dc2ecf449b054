import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { EmptyState } from './EmptyState';
import { FactList } from './FactList';
import { PageContainer, Stack } from './layout';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';
import { renderUi } from './testUtils';
import { VisuallyHidden } from './VisuallyHidden';

describe('display helpers', () => {
  it('Skeleton is hidden from assistive tech and draws the requested lines', () => {
    const { container } = renderUi(<Skeleton lines={3} height={12} />);
    const root = container.querySelector('[data-skeleton]');
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root?.children).toHaveLength(3);
  });

  it('Skeleton stops shimmering for reduced motion', () => {
    renderUi(<Skeleton />);
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('');
    expect(css).toMatch(/prefers-reduced-motion: ?reduce\)\s*\{[^}]*animation:\s*none/);
  });

  it('Spinner is decorative without a label and a status with one', () => {
    const { rerender } = renderUi(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<Spinner label="Loading packages" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading packages');
  });

  it('EmptyState shows title, description and action', () => {
    renderUi(
      <EmptyState
        title="No appointments yet"
        description="Book your first consultation."
        action={<a href="/appointment/step-first">Book Appointment</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No appointments yet' })).toBeInTheDocument();
    expect(screen.getByText('Book your first consultation.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toBeInTheDocument();
  });

  it('FactList sets muted terms beside semibold values, and a page may give it a margin', () => {
    const Placed = styled(FactList)`
      margin: 24px 0 0;
    `;
    renderUi(
      <Placed aria-label="Contact details">
        <dt>Email</dt>
        <dd>help@example.com</dd>
      </Placed>,
    );
    const list = screen.getByLabelText('Contact details');
    expect(list.tagName).toBe('DL');
    expect(getComputedStyle(list).display).toBe('grid');
    expect(getComputedStyle(list).marginTop).toBe('24px');
    const value = screen.getByText('help@example.com');
    expect(getComputedStyle(value).margin).toBe('0px');
    expect(getComputedStyle(value).overflowWrap).toBe('anywhere');
  });

  it('layout helpers render their children without leaking style props', () => {
    renderUi(
      <PageContainer>
        <Stack gap="lg" direction="row" data-testid="stack">
          <span>one</span>
          <VisuallyHidden>hidden text</VisuallyHidden>
        </Stack>
      </PageContainer>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).not.toHaveAttribute('gap');
    expect(stack).not.toHaveAttribute('direction');
    expect(screen.getByText('hidden text')).toBeInTheDocument();
  });
});
