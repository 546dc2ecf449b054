import { type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme, type UiTheme } from './theme';

export interface UiKitProviderProps {
  children?: ReactNode;
  /** Override the theme (tests, white-label); defaults to the MediBridge theme. */
  theme?: UiTheme;
  /** Leave out the global style (e.g. when a test mounts many trees). Default true. */
  withGlobalStyle?: boolean;
}

/** ThemeProvider plus GlobalStyle: wrap the app (and component tests) in this once. */
export function UiKitProvider({
  children,
  theme = defaultTheme,
  withGlobalStyle = true,
}: UiKitProviderProps): ReactNode {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
