import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { ScreenOutlet } from '../../router/ScreenOutlet';
import { TOAST_ZONE_PX } from '../../ui/toast/placement';
import { ConnectionIndicator } from '../shared/ConnectionIndicator';
import { SkipLink } from '../shared/SkipLink';
import { BetaNotice } from './BetaNotice';
import { BottomBar } from './BottomBar';
import { EmailVerifyBanner } from './EmailVerifyBanner';
import { Header } from './Header';
import { ImportantBanner } from './ImportantBanner';

/** The frame of every signed-in user screen. */
export function UserLayout() {
  const t = useT();
  return (
    <>
      <SkipLink />
      <Header />
      <Main id="main" tabIndex={-1}>
        <ImportantBanner />
        <EmailVerifyBanner />
        <ScreenOutlet />
      </Main>
      <BottomBar />
      <BetaNotice />
      {/* Offline, the screens show what was last loaded (the service worker's copies): said plainly, never as live. */}
      <ConnectionIndicator offlineMessage={t('layout.connection.offlineCached')} />
    </>
  );
}

const Main = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  /* Below the content, room for the bottom bar and a toast above it: scrolled to the end, the last
     card or button sits clear of both. */
  padding: 24px 16px calc(${({ theme }) => theme.layout.bottomBarHeight} + env(safe-area-inset-bottom) + ${TOAST_ZONE_PX}px);

  &:focus {
    outline: none;
  }
  @media (min-width: 768px) {
    padding: 36px 24px ${TOAST_ZONE_PX}px;
  }
`;
