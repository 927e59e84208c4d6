import 'styled-components';
import type { AppTheme } from './themes';

declare module 'styled-components' {
  // Declaration merging needs an interface; the theme objects are its single source.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
