import styled from 'styled-components';
import { ScreenOutlet } from '../../router/ScreenOutlet';
import { ConnectionIndicator } from '../shared/ConnectionIndicator';
import { SkipLink } from '../shared/SkipLink';
import { BetaNotice } from './BetaNotice';
import { BetaPill } from './BetaPill';
import { BottomBar } from './BottomBar';
import { Header } from './Header';

/** The frame of every signed-in user screen. */
export function UserLayout() {
  return (
    <>
      <SkipLink />
      <Header />
      <Main id="main" tabIndex={-1}>
        <ScreenOutlet />
      </Main>
      <BottomBar />
      <BetaPill />
      <BetaNotice />
      <ConnectionIndicator />
    </>
  );
}

const Main = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 24px 16px calc(${({ theme }) => theme.layout.bottomBarHeight} + env(safe-area-inset-bottom) + 72px);

  &:focus {
    outline: none;
  }
  @media (min-width: 768px) {
    padding: 36px 24px 96px;
  }
`;
