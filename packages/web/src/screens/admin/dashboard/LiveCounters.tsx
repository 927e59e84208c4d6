import type { LucideIcon } from 'lucide-react';
import { ChevronRightIcon, ClockIcon, TicketIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useT } from '../../../i18n/useT';
import { statsSelectors, useStatsStore } from '../../../stores/admin/stats';
import { Skeleton } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';
import { formatCount } from '../../../lib/format';
import { useStaffMay } from '../../../stores/session';

interface CounterProps {
  to: string;
  icon: LucideIcon;
  label: string;
  value: number | null;
  hint: string;
}

function Counter({ to, icon: Glyph, label, value, hint }: CounterProps) {
  return (
    <Tile to={to} $attention={value !== null && value > 0}>
      <IconCircle>
        <Glyph size={20} />
      </IconCircle>
      <Text>
        <Label>{label}</Label>
        {value === null ? <Skeleton $height={26} $width="48px" /> : <Value>{formatCount(value)}</Value>}
        <Hint>{hint}</Hint>
      </Text>
      <ChevronRightIcon size={18} />
    </Tile>
  );
}

/** What waits for an admin, updated live as payments and tickets arrive and are handled. */
export function LiveCounters() {
  const t = useT();
  const pendingPayments = useStatsStore(statsSelectors.pendingPayments);
  const openTickets = useStatsStore(statsSelectors.openTickets);
  // Each counter leads to a screen: shown to the roles that may open it (issue 46).
  const readsPayments = useStaffMay('readMoney');
  const answersTickets = useStaffMay('support');
  if (!readsPayments && !answersTickets) {
    return null;
  }
  return (
    <Section aria-labelledby="live-counters-title">
      <Heading>
        <h2 id="live-counters-title">{t('admin.dashboard.live.title')}</h2>
        <Live>
          <Dot aria-hidden="true" />
          {t('admin.dashboard.live.badge')}
        </Live>
      </Heading>
      <Grid aria-live="polite">
        {readsPayments && (
          <Counter
            to="/admin/payments?status=pending"
            icon={ClockIcon}
            label={t('admin.dashboard.live.pendingPayments')}
            value={pendingPayments}
            hint={t('admin.dashboard.live.pendingPaymentsHint')}
          />
        )}
        {answersTickets && (
          <Counter
            to="/admin/support-tickets?status=open"
            icon={TicketIcon}
            label={t('admin.dashboard.live.openTickets')}
            value={openTickets}
            hint={t('admin.dashboard.live.openTicketsHint')}
          />
        )}
      </Grid>
    </Section>
  );
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.3; }
`;

const Section = styled.section`
  margin-bottom: 20px;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 10px;

  h2 {
    font-size: 15px;
    font-weight: 650;
  }
`;

const Live = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.profit};
  font-size: 12px;
  font-weight: 650;
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
  animation: ${pulse} 1.8s ease-in-out infinite;
`;

const Grid = styled.div`
  display: grid;
  gap: 12px;

  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Tile = styled(Link)<{ $attention: boolean }>`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 16px 18px;
  border: 1px solid ${({ theme, $attention }) => ($attention ? theme.colors.warning : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: background 0.15s ease;

  > svg:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    text-decoration: none;
  }
  ${focusRing}
`;

const IconCircle = styled.div`
  display: grid;
  flex: none;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`;

const Text = styled.div`
  display: grid;
  flex: 1;
  gap: 2px;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  font-weight: 600;
`;

const Value = styled.span`
  font-size: 24px;
  font-weight: 750;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
`;
