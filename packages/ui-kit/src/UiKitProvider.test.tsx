import { act, render, renderHook, screen } from '@testing-library/react';
import styled from 'styled-components';
import { Card, CardTitle } from './Card';
import { theme } from './theme';
import { UiKitProvider } from './UiKitProvider';
import { useDebouncedValue } from './useDebouncedValue';

function css(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent)
    .join('\n');
}

const Probe = styled.p`
  color: ${({ theme: t }) => t.colors.primary};
`;

describe('UiKitProvider', () => {
  it('provides the theme and injects the global style (system fonts, page colours)', () => {
    render(
      <UiKitProvider>
        <Probe>themed</Probe>
        <Card as="article">
          <CardTitle>Package</CardTitle>
        </Card>
      </UiKitProvider>,
    );
    expect(screen.getByText('themed')).toHaveStyle({ color: theme.colors.primary });
    expect(screen.getByRole('article')).toContainElement(
      screen.getByRole('heading', { name: 'Package' }),
    );
    const styles = css();
    expect(styles).toContain('system-ui');
    expect(styles).toMatch(
      new RegExp(String.raw`body\s*\{[^}]*background:\s*${theme.colors.background}`),
    );
  });
});

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the value only after it stops changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), {
      initialProps: { value: 'd' },
    });
    rerender({ value: 'de' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'del' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('d');
    act(() => jest.advanceTimersByTime(50));
    expect(result.current).toBe('del');
  });
});
