import { ScreenOutlet } from './ScreenOutlet';
import { useScrollRestoration } from './useScrollRestoration';

/** Above every route: scroll restoration, and the loading and error fallbacks for layouts and screens outside them. */
export function RootLayout() {
  useScrollRestoration();
  return <ScreenOutlet fullPage />;
}
