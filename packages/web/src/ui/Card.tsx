import styled from 'styled-components';

/** A rounded surface; padding grows on wide screens. */
export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 20px;

  @media (min-width: 768px) {
    padding: 24px;
  }
`;

export const CardTitle = styled.h2`
  font-size: 17px;
  font-weight: 650;
`;

export const CardDescription = styled.p`
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;
