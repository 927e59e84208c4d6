import styled from 'styled-components';

/*
 * The head of a settings card (two-factor, Telegram): an icon in a tile, then the card's title with its status badge
 * and a line under them. One look for every such card.
 */

export const CardHead = styled.div`
  display: flex;
  gap: 14px;
`;

export const CardTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const CardTitle = styled.h2`
  font-size: 17px;
  font-weight: 650;
`;
