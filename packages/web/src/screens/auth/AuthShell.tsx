import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Brand } from '../../layout/shared/Brand';
import { LanguageMenu } from '../../layout/shared/LanguageMenu';
import { ThemeToggleButton } from '../../layout/shared/ThemeToggleButton';

/** The frame of both sign-in screens: brand, language menu and theme switch on top, content centred below. */
export function AuthShell({ brandTo, brandSuffix, children }: { brandTo: string; brandSuffix?: string; children: ReactNode }) {
  return (
    <Page>
      <TopBar>
        <Brand to={brandTo} suffix={brandSuffix} hideNameOn={brandSuffix ? 'narrow' : undefined} />
        <Tools>
          <LanguageMenu />
          <ThemeToggleButton />
        </Tools>
      </TopBar>
      <Main id="main">{children}</Main>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 16px 20px;

  @media (min-width: 768px) {
    padding: 24px 32px;
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  gap: 64px;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 8px 16px 40px;

  @media (min-width: 768px) {
    align-items: center;
    padding: 16px 32px 64px;
  }
`;
