import { SIGNAL_TYPES, SIGNAL_TYPE_LABELS, type TrackRecord } from '@signals/protocol';
import { useId } from 'react';
import styled from 'styled-components';
import { formatCount, formatRate, formatResult } from '../../../lib/format';
import { Card, CardDescription, CardTitle } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';

const HEAD = ['Market', 'Closed', 'Won', 'Lost', 'Win rate', 'Average', 'Cumulative'];

/** The record per market: each row rests on its own closed signals. */
export function TypeTable({ byType }: { byType: TrackRecord['byType'] }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>By market</CardTitle>
      <CardDescription>The same figures for each kind of signal.</CardDescription>
      {/* Seven columns do not fit a phone: the table scrolls sideways in its own box, reachable by keyboard. */}
      <Scroll tabIndex={0} role="region" aria-label="Figures by market (scrolls sideways)">
        <Table>
          <thead>
            <tr>
              {HEAD.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SIGNAL_TYPES.map((type) => {
              const figures = byType[type];
              return (
                <tr key={type}>
                  <th scope="row">{SIGNAL_TYPE_LABELS[type]}</th>
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
