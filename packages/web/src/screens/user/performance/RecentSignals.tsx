import type { Signal } from '@signals/protocol';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Card, CardDescription, CardTitle } from '../../../ui';
import { SignalCard } from '../common/SignalCard';

/** The latest closed signals behind the figures, newest first, each with how it ended. */
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
          <li key={signal.id}>
            <SignalCard signal={signal} />
          </li>
        ))}
      </List>
    </Card>
  );
}

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;

  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
