import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './useAfterFirstPaint';

function Probe(): string {
  return useAfterFirstPaint() ? 'after paint' : 'first paint';
}

describe('useAfterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is false on the first render and turns true only after the next frame has been painted', () => {
    render(<Probe />);
    expect(screen.getByText('first paint')).toBeInTheDocument();
    // jsdom runs frame callbacks on a 16 ms timer: the flag waits for the frame and a task after it.
    act(() => jest.advanceTimersByTime(15));
    expect(screen.getByText('first paint')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.getByText('after paint')).toBeInTheDocument();
  });

  it('leaves no frame or timer waiting once the component is gone', () => {
    const { unmount } = render(<Probe />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    const second = render(<Probe />);
    act(() => jest.advanceTimersByTime(16));
    second.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
