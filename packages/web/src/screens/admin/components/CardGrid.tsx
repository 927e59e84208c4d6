import styled from 'styled-components';

/** The grid of content cards (news, airdrops): one column on phones, up to three on wide screens. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** One card of the grid. */
export const GridCard = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const CardMedia = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

export const CardMediaBadge = styled.div`
  position: absolute;
  top: 10px;
  left: 10px;
  display: flex;
  gap: 6px;

  /* A solid pill stays readable on any picture. */
  > span {
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 2px 8px rgba(0, 0, 0, 0.25);
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
`;

export const CardHeading = styled.h3`
  font-size: 16px;
  font-weight: 650;
  overflow-wrap: anywhere;
`;

export const CardText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  overflow-wrap: anywhere;
`;

export const CardMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: auto;
  padding: 12px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Pushes what follows to the right of a CardFooter. */
export const Push = styled.span`
  margin-left: auto;
`;
