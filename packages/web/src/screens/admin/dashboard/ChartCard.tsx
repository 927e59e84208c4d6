import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../ui';
import { visuallyHidden } from '../../../ui/visuallyHidden';

interface ChartCardProps {
  title: string;
  description: string;
  /** The chart itself: hidden from assistive tech, which reads the table instead. */
  chart: ReactNode;
  /** The chart's data as rows of cells, first row the header. */
  table: { head: string[]; rows: (string | number)[][] };
  /** Spans the full width of the chart grid. */
  wide?: boolean;
}

/** A chart in a card, with its data as a table for screen readers. */
export function ChartCard({ title, description, chart, table, wide = false }: ChartCardProps) {
  const titleId = useId();
  return (
    <Figure aria-labelledby={titleId} $wide={wide}>
      <Head>
        <h2 id={titleId}>{title}</h2>
        <p>{description}</p>
      </Head>
      <Plot aria-hidden="true">{chart}</Plot>
      <HiddenTable>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </HiddenTable>
    </Figure>
  );
}

const Figure = styled(Card)<{ $wide: boolean }>`
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
`;

const Head = styled.div`
  margin-bottom: 16px;

  h2 {
    font-size: 16px;
    font-weight: 650;
  }
  p {
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
`;

const Plot = styled.div`
  height: 260px;
  font-size: 12px;
`;

/* A box, not the table itself: a table grows to its columns whatever its width, and would widen a phone's page. */
const HiddenTable = styled.div`
  ${visuallyHidden}
`;
