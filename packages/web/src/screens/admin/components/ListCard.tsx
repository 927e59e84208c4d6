import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../ui';

interface ListCardProps {
  title: string;
  /** A count badge or similar beside the title. */
  badge?: ReactNode;
  /** Buttons on the right of the header. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The card a table lives in: a header row, then the toolbar, table and pager. */
export function ListCard({ title, badge, actions, children }: ListCardProps) {
  return (
    <StyledCard>
      <Header>
        <TitleRow>
          <Title>{title}</Title>
          {badge}
        </TitleRow>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      {children}
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  padding: 16px;

  @media (min-width: 768px) {
    padding: 20px 24px 24px;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const Title = styled.h2`
  font-size: 17px;
  font-weight: 650;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
