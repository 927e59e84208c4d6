import styled from 'styled-components';
import { Card, CardDescription, CardTitle } from '../../../ui';
import { PREMIUM_STATS } from './content';

/** The marketing figures of the premium page. */
export function PremiumStats() {
  return (
    <Card>
      <CardTitle>Premium performance</CardTitle>
      <CardDescription>Average profit of premium signals by market. Past results do not guarantee future profit.</CardDescription>
      <Grid>
        {PREMIUM_STATS.map((stat) => (
          <Stat key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </Stat>
        ))}
      </Grid>
    </Card>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  margin: 18px 0 0;

  @media (min-width: 560px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Stat = styled.div`
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  &:first-child {
    grid-column: 1 / -1;

    @media (min-width: 560px) {
      grid-column: auto;
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12.5px;
    font-weight: 600;
  }
  dd {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.profit};
    font-size: 24px;
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  &:last-child dd {
    color: ${({ theme }) => theme.colors.text};
  }
`;
