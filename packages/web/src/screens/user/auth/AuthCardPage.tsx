import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AuthShell } from '../../auth/AuthShell';

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
          <Heading>{title}</Heading>
          {description && <Subheading>{description}</Subheading>}
        </Intro>
        <CardBox>{children}</CardBox>
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

const Heading = styled.h1`
  font-size: 26px;
  font-weight: 750;
  letter-spacing: -0.025em;
`;

const Subheading = styled.p`
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CardBox = styled.div`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  @media (min-width: 768px) {
    padding: 28px;
  }
`;
