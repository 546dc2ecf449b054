import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { type ReactElement, type ReactNode } from 'react';
import { UiKitProvider } from './UiKitProvider';

function Wrapper({ children }: { children?: ReactNode }): ReactNode {
  return <UiKitProvider>{children}</UiKitProvider>;
}

/** Renders inside the theme, as the app does. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: Wrapper, ...options });
}
