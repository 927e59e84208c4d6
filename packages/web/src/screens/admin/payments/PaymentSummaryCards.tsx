import type { LucideIcon } from 'lucide-react';
import { CircleCheckIcon, ClockIcon, CreditCardIcon, DollarSignIcon } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import type { PaymentSummary } from '../../../stores/admin/payments';
import { Skeleton } from '../../../ui';
import { formatCount, formatUsd } from '../../../lib/format';

interface Figure {
  label: string;
  value: string;
  icon: LucideIcon;
  /** Also tells the tiles apart: each figure has its own. */
  tone: 'accent' | 'profit' | 'warning' | 'premium';
  /** Read out when it changes: the pending count, which new payments raise live. */
  live?: boolean;
}

/** Total Payments, Completed, Pending, Total Revenue: over every payment, whatever the filters. */
export function PaymentSummaryCards({ summary }: { summary: PaymentSummary | null }) {
  const t = useT();
  const baseId = useId();
  const figures: Figure[] = [
    { label: t('adminPayments.summary.total'), value: summary ? formatCount(summary.total) : '', icon: CreditCardIcon, tone: 'accent' },
    { label: t('adminPayments.summary.completed'), value: summary ? formatCount(summary.completed) : '', icon: CircleCheckIcon, tone: 'profit' },
    { label: t('adminPayments.summary.pending'), value: summary ? formatCount(summary.pending) : '', icon: ClockIcon, tone: 'warning', live: true },
    { label: t('adminPayments.summary.revenue'), value: summary ? formatUsd(summary.revenue) : '', icon: DollarSignIcon, tone: 'premium' },
  ];
  return (
    <Grid>
      {figures.map((figure) => (
        <Tile key={figure.tone} role="group" aria-labelledby={`${baseId}-${figure.tone}`} aria-live={figure.live ? 'polite' : undefined}>
          <IconCircle $tone={figure.tone}>
            <figure.icon size={18} />
          </IconCircle>
          <div>
            <Label id={`${baseId}-${figure.tone}`}>{figure.label}</Label>
            {summary ? <Value>{figure.value}</Value> : <Skeleton $height={24} $width="70px" />}
          </div>
        </Tile>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin-bottom: 20px;

  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 16px;
  }
`;

const Tile = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  @media (max-width: 480px) {
    flex-direction: column;
    align-items: flex-start;
    gap: 10px;
    padding: 14px;
  }
`;

const IconCircle = styled.div<{ $tone: Figure['tone'] }>`
  display: grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const Label = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  font-weight: 550;
`;

const Value = styled.p`
  font-size: 20px;
  font-weight: 700;
  letter-spacing: -0.01em;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
