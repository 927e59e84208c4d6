import { useId } from 'react';
import styled from 'styled-components';
import { Card, CardTitle } from '../../../ui';

/** How the figures are made, plainly: what a reader needs to judge them. */
export function MethodNote() {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>How these figures are computed</CardTitle>
      <List>
        <li>
          A result is the move from entry to exit in percent of the entry, <strong>unleveraged</strong>: a futures signal also shows what it made on
          the margin, but only the unleveraged figure counts here. An arbitrage result is the spread actually realised.
        </li>
        <li>
          The win rate is the share of closed signals that ended above zero. <strong>Cancelled signals are counted apart</strong> and never enter a
          rate, an average or the sum.
        </li>
        <li>
          The cumulative result is a <strong>simple sum</strong> of the results, not compounded: it is not what an account trading every signal
          would have made.
        </li>
        <li>The date filters select signals by the day they were published (UTC); the curve places each result in the month it closed.</li>
        <li>Every figure is computed from the recorded outcomes, and the CSV lists each closed signal behind them. Past results do not guarantee future profit.</li>
      </List>
    </Card>
  );
}

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 14px 0 0;
  padding-left: 20px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 650;
  }
`;
