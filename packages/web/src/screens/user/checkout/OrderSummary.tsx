import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatUsd } from '../../../lib/format';
import { Card, CardTitle } from '../../../ui';

/** Premium access for one month, taxes and the total, from the live price. */
export function OrderSummary({ price }: { price: number }) {
  const t = useT();
  return (
    <Card>
      <CardTitle>{t('premium.order.title')}</CardTitle>
      <Lines>
        <Line>
          <dt>{t('premium.order.access')}</dt>
          <dd>{formatUsd(price)}</dd>
        </Line>
        <Line>
          <dt>{t('premium.order.taxes')}</dt>
          <dd>{formatUsd(0)}</dd>
        </Line>
        <Total>
          <dt>{t('premium.order.total')}</dt>
          <dd>{formatUsd(price)}</dd>
        </Total>
      </Lines>
    </Card>
  );
}

const Lines = styled.dl`
  margin: 14px 0 0;
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Total = styled(Line)`
  border-bottom: 0;
  padding-top: 14px;

  dt,
  dd {
    color: ${({ theme }) => theme.colors.text};
    font-size: 18px;
    font-weight: 750;
  }
`;
