import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AuthShell } from '../../auth/AuthShell';
import { AuthCardBox, AuthHeading, AuthSubheading } from './authCardParts';

interface AuthCardPageProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The signed-out pages beside sign-in (forgot password, reset, unsubscribe): the sign-in frame, a heading and one card. */
export function AuthCardPage({ title, description, children }: AuthCardPageProps) {
  return (
    <AuthShell brandTo="/auth">
      <Column>
        <Intro>
          <AuthHeading>{title}</AuthHeading>
          {description && <AuthSubheading>{description}</AuthSubheading>}
        </Intro>
        <AuthCardBox>{children}</AuthCardBox>
      </Column>
    </AuthShell>
  );
}

/** A plain paragraph inside the card. */
export const CardText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14.5px;

  & + & {
    margin-top: 10px;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** Buttons and links under a card's text. */
export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 20px;

  & > * {
    flex: 1 1 auto;
  }
`;

const Column = styled.div`
  width: 100%;
  max-width: 440px;
`;

const Intro = styled.div`
  margin: 0 0 20px;
`;

