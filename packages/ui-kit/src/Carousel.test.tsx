import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel';
import { renderUi } from './testUtils';

const SLIDES = [
  <p key="a">5% to 10% instant discount</p>,
  <p key="b">No-cost EMI</p>,
  <p key="c">50+ procedures</p>,
];

function current(): string {
  return (
    screen.getByRole('button', { name: /Show slide/, current: true }).getAttribute('aria-label') ??
    ''
  );
}

function mockReducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    // jsdom has no matchMedia of its own: remove the mock.
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('is a named carousel whose hidden slides are out of reach', () => {
    renderUi(<Carousel label="Offers" slides={SLIDES} />);
    expect(screen.getByRole('region', { name: 'Offers' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent(
      '5% to 10% instant discount',
    );
    expect(screen.queryByRole('group', { name: '2 of 3' })).not.toBeInTheDocument();
    const hidden = screen.getByText('No-cost EMI').closest('[aria-roledescription="slide"]');
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveAttribute('inert');
  });

  it('advances every 2500 ms and wraps around', () => {
    renderUi(<Carousel label="Offers" slides={SLIDES} />);
    expect(current()).toBe('Show slide 1 of 3');
    act(() => jest.advanceTimersByTime(2499));
    expect(current()).toBe('Show slide 1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toBe('Show slide 2 of 3');
    act(() => jest.advanceTimersByTime(2500));
    expect(current()).toBe('Show slide 3 of 3');
    act(() => jest.advanceTimersByTime(2500));
    expect(current()).toBe('Show slide 1 of 3');
  });

  it('pauses while hovered and resumes after', () => {
    renderUi(<Carousel label="Offers" slides={SLIDES} />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Offers' }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(current()).toBe('Show slide 1 of 3');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Offers' }));
    act(() => jest.advanceTimersByTime(2500));
    expect(current()).toBe('Show slide 2 of 3');
  });

  it('pauses while focus is inside, and a dot picks a slide', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderUi(<Carousel label="Offers" slides={SLIDES} />);
    await user.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(current()).toBe('Show slide 3 of 3');
    expect(screen.getByRole('group', { name: '3 of 3' })).toHaveTextContent('50+ procedures');
    act(() => jest.advanceTimersByTime(10_000));
    expect(current()).toBe('Show slide 3 of 3');
  });

  it('has a pause button that stops rotation', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderUi(
      <>
        <Carousel label="Offers" slides={SLIDES} />
        <button type="button">outside</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Pause slides' }));
    await user.click(screen.getByRole('button', { name: 'outside' }));
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Offers' }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(current()).toBe('Show slide 1 of 3');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('does not move by itself when the person prefers reduced motion', () => {
    mockReducedMotion(true);
    renderUi(<Carousel label="Offers" slides={SLIDES} />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(current()).toBe('Show slide 1 of 3');
  });

  it('rotates when motion is allowed by the media query', () => {
    mockReducedMotion(false);
    renderUi(<Carousel label="Offers" slides={SLIDES} />);
    act(() => jest.advanceTimersByTime(2500));
    expect(current()).toBe('Show slide 2 of 3');
  });

  it('moves with a swipe on touch screens', () => {
    renderUi(<Carousel label="Offers" slides={SLIDES} />);
    const viewport = screen.getByRole('group', { name: '1 of 3' }).parentElement!.parentElement!;
    fireEvent.touchStart(viewport, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 100 }] });
    expect(current()).toBe('Show slide 2 of 3');
    fireEvent.touchStart(viewport, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 300 }] });
    expect(current()).toBe('Show slide 1 of 3');
    fireEvent.touchStart(viewport, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 120 }] });
    expect(current()).toBe('Show slide 1 of 3');
  });
});
