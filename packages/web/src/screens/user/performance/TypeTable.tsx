import { SIGNAL_TYPES, type SignalType, type TrackRecord } from '@signals/protocol';
import { useId } from 'react';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { formatCount, formatRate, formatResult } from '../../../lib/format';
import { Card, CardDescription, CardTitle } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';

const HEAD: MessageId[] = [
  'content.performance.col.market',
  'content.performance.col.closed',
  'content.performance.col.won',
  'content.performance.col.lost',
  'content.performance.col.winRate',
  'content.performance.col.average',
  'content.performance.col.cumulative',
];

/** Each market's name (the protocol's SIGNAL_TYPE_LABELS, in the language shown). */
const MARKET: Record<SignalType, MessageId> = {
  arbitrage: 'content.performance.market.arbitrage',
  forex: 'content.performance.market.forex',
  futures: 'content.performance.market.futures',
};

/** The record per market: each row rests on its own closed signals. */
export function TypeTable({ byType }: { byType: TrackRecord['byType'] }) {
  const t = useT();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('content.performance.byMarket.title')}</CardTitle>
      <CardDescription>{t('content.performance.byMarket.description')}</CardDescription>
      {/* Seven columns do not fit a phone: the table scrolls sideways in its own box, reachable by keyboard. */}
      <Scroll tabIndex={0} role="region" aria-label={t('content.performance.byMarket.label')}>
        <Table>
          <thead>
            <tr>
              {HEAD.map((cell) => (
                <th key={cell} scope="col">
                  {t(cell)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SIGNAL_TYPES.map((type) => {
              const figures = byType[type];
              return (
                <tr key={type}>
                  <th scope="row">{t(MARKET[type])}</th>
                  <td>{formatCount(figures.closed)}</td>
                  <td>{formatCount(figures.won)}</td>
                  <td>{formatCount(figures.lost)}</td>
                  <td>{figures.winRate === null ? '—' : formatRate(figures.winRate)}</td>
                  <Signed $sign={Math.sign(figures.averageResultPercent ?? 0)}>{figures.averageResultPercent === null ? '—' : formatResult(figures.averageResultPercent)}</Signed>
                  <Signed $sign={Math.sign(figures.cumulativeResultPercent)}>{figures.closed === 0 ? '—' : formatResult(figures.cumulativeResultPercent)}</Signed>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Scroll>
    </Card>
  );
}

const Scroll = styled.div`
  margin: 14px -4px 0;
  padding: 0 4px;
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: 11px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child {
    padding-left: 0;
    text-align: left;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12.5px;
    font-weight: 600;
  }
  tbody th {
    font-weight: 650;
  }
  tbody tr:last-child > * {
    border-bottom: none;
  }
`;

const Signed = styled.td<{ $sign: number }>`
  color: ${({ theme, $sign }) => ($sign > 0 ? theme.colors.profit : $sign < 0 ? theme.colors.loss : theme.colors.text)};
  font-weight: 650;
`;
