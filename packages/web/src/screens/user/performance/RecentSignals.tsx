import type { Signal } from '@signals/protocol';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Card, CardDescription, CardTitle } from '../../../ui';
import { SignalCard } from '../common/SignalCard';
import { LogStamp } from './LogStamp';

/** The latest closed signals behind the figures, newest first, each with how it ended and where it stands in the public log. */
export function RecentSignals({ signals }: { signals: Signal[] }) {
  const t = useT();
  const titleId = useId();
  if (signals.length === 0) {
    return null;
  }
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('content.performance.recent.title')}</CardTitle>
      <CardDescription>{t('content.performance.recent.description')}</CardDescription>
      <List aria-labelledby={titleId}>
        {signals.map((signal) => (
          <Item key={signal.id}>
            <SignalCard signal={signal} />
            <LogStamp signal={signal} />
          </Item>
        ))}
      </List>
    </Card>
  );
}

/* Each card's log line sits under it: the rows leave more room between them than a line does from its card. */
const List = styled.ul`
  display: grid;
  gap: 20px 12px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;

  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/* The card takes the height of its row, so the log lines of a row line up. */
const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;

  & > a {
    flex: 1;
  }
`;
