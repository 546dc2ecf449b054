import { act, renderHook } from '@testing-library/react';
import { useTimedMessage } from './useTimedMessage';

describe('useTimedMessage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message for 5000 ms by default', () => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current.show('Invalid Mobile Number.'));
    expect(result.current.message).toBe('Invalid Mobile Number.');
    act(() => jest.advanceTimersByTime(4999));
    expect(result.current.message).toBe('Invalid Mobile Number.');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('uses a per-message duration and runs onExpire once it ends (the 3 s redirect rule)', () => {
    const onExpire = jest.fn();
    const { result } = renderHook(() => useTimedMessage<{ tone: string; text: string }>());
    act(() =>
      result.current.show({ tone: 'success', text: 'Follow-up submitted' }, { ms: 3000, onExpire }),
    );
    act(() => jest.advanceTimersByTime(2999));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('a new message replaces the old one and restarts the clock; the old onExpire never runs', () => {
    const first = jest.fn();
    const { result } = renderHook(() => useTimedMessage(3000));
    act(() => result.current.show('one', { onExpire: first }));
    act(() => jest.advanceTimersByTime(2000));
    act(() => result.current.show('two'));
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current.message).toBe('two');
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.message).toBeNull();
    expect(first).not.toHaveBeenCalled();
  });

  it('clear removes it now without onExpire, and unmount cancels the timer', () => {
    const onExpire = jest.fn();
    const { result, unmount } = renderHook(() => useTimedMessage());
    act(() => result.current.show('x', { onExpire }));
    act(() => result.current.clear());
    expect(result.current.message).toBeNull();
    act(() => result.current.show('y', { onExpire }));
    unmount();
    act(() => jest.advanceTimersByTime(10_000));
    expect(onExpire).not.toHaveBeenCalled();
  });
});
