import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '../lib/useDocumentTitle';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or badges on the right (below the title on phones). */
  actions?: ReactNode;
  /** Something above the title, such as a back link. */
  eyebrow?: ReactNode;
  /** The browser tab's page name when it differs from the title; null for the site name alone. */
  documentTitle?: string | null;
}

/** The title block of a screen; also names the browser tab. */
export function PageHeader({ title, description, actions, eyebrow, documentTitle }: PageHeaderProps) {
  useDocumentTitle(documentTitle === undefined ? title : (documentTitle ?? undefined));
  return (
    <Wrapper>
      <div>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Wrapper>
  );
}

const Wrapper = styled.header`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin-bottom: 24px;

  @media (min-width: 768px) {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
    margin-bottom: 28px;
  }
`;

const Eyebrow = styled.div`
  margin-bottom: 8px;
`;

const Title = styled.h1`
  font-size: 26px;
  font-weight: 750;
  letter-spacing: -0.025em;

  @media (min-width: 768px) {
    font-size: 30px;
  }
`;

const Description = styled.p`
  margin-top: 6px;
  max-width: 640px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;
