import 'styled-components';
import type { UiTheme } from './theme';

declare module 'styled-components' {
  // Declaration merging needs an interface; it adds nothing beyond UiTheme on purpose.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends UiTheme {}
}

export type { DefaultTheme } from 'styled-components';
