import { LogInIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { ScreenOutlet } from '../../router/ScreenOutlet';
import { ButtonLink } from '../../ui';
import { Brand } from '../shared/Brand';
import { SkipLink } from '../shared/SkipLink';
import { ThemeToggleButton } from '../shared/ThemeToggleButton';
import { HeaderRow } from '../shared/HeaderRow';

/**
 * The frame of a public screen seen signed out (the Performance screen): the
 * brand, the theme switch and the way in. Signed in, the same screen sits in
 * the member frame instead (router/guards: SignedInOrOut).
 */
export function PublicLayout() {
  const t = useT();
  return (
    <>
      <SkipLink />
      <Bar>
        <HeaderRow>
          <Brand to="/auth" />
          <Actions>
            <ThemeToggleButton />
            <ButtonLink to="/auth" size="sm">
              <LogInIcon size={16} />
              {t('layout.signIn')}
            </ButtonLink>
          </Actions>
        </HeaderRow>
      </Bar>
      <Main id="main" tabIndex={-1}>
        <ScreenOutlet />
      </Main>
    </>
  );
}

const Bar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Main = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 24px 16px 48px;

  &:focus {
    outline: none;
  }
  @media (min-width: 768px) {
    padding: 36px 24px 64px;
  }
`;
