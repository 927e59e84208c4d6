import type { LucideIcon } from 'lucide-react';
import { BanIcon, CircleCheckIcon, CircleMinusIcon, CircleSlash2Icon, CircleXIcon, CrownIcon, TrendingUpIcon } from 'lucide-react';
import type { Signal, SignalOutcome, SignalType } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatProfit, profitTier, type ProfitTier } from '../../../lib/format';
import { Badge, type BadgeTone } from '../../../ui';
import { SIGNAL_OUTCOME_LABEL_IDS, SIGNAL_TYPE_LABEL_IDS } from './signalSummary';

const tierTones: Record<ProfitTier, BadgeTone> = { high: 'profit', medium: 'warning', low: 'accent' };

/** The profit in the colour of its tier (high from 2 %, medium from 1.5 %). */
export function ProfitBadge({ value, size = 'md' }: { value: number; size?: 'md' | 'lg' }) {
  return (
    <SizedBadge $tone={tierTones[profitTier(value)]} $large={size === 'lg'}>
      <TrendingUpIcon size={size === 'lg' ? 15 : 13} />
      {formatProfit(value)}
    </SizedBadge>
  );
}

/** Cryptocurrency, Forex or Futures. */
export function SignalTypeBadge({ type }: { type: SignalType }) {
  const t = useT();
  return <Badge $tone="neutral">{t(SIGNAL_TYPE_LABEL_IDS[type])}</Badge>;
}

/** The crown of a premium signal. */
export function PremiumBadge() {
  const t = useT();
  return (
    <Badge $tone="premium">
      <CrownIcon size={12} />
      {t('ui.signal.premium')}
    </Badge>
  );
}

/** Active, or Expired for a signal past its expiry or withdrawn (the spec's two labels). */
export function SignalStatusBadge({ status }: { status: Signal['status'] }) {
  const t = useT();
  if (status === 'active') {
    return (
      <Badge $tone="profit">
        <LiveDot />
        {t('ui.signal.active')}
      </Badge>
    );
  }
  return <Badge $tone="neutral">{t('ui.signal.expired')}</Badge>;
}

const outcomeLooks: Record<Exclude<SignalOutcome, 'open'>, { tone: BadgeTone; icon: LucideIcon }> = {
  won: { tone: 'profit', icon: CircleCheckIcon },
  lost: { tone: 'loss', icon: CircleXIcon },
  breakeven: { tone: 'neutral', icon: CircleMinusIcon },
  cancelled: { tone: 'warning', icon: BanIcon },
  voided: { tone: 'loss', icon: CircleSlash2Icon },
};

/** How a closed signal ended: Won, Lost, Breakeven, Cancelled or Voided (withdrawn after publication, kept in the record). An open signal has none (its status badge says it). */
export function OutcomeBadge({ outcome }: { outcome: SignalOutcome }) {
  const t = useT();
  if (outcome === 'open') {
    return null;
  }
  const look = outcomeLooks[outcome];
  return (
    <Badge $tone={look.tone} data-outcome={outcome}>
      <look.icon size={12} />
      {t(SIGNAL_OUTCOME_LABEL_IDS[outcome])}
    </Badge>
  );
}

const SizedBadge = styled(Badge)<{ $large: boolean }>`
  ${({ $large }) => ($large ? 'height: 30px; padding: 0 12px; font-size: 14px;' : '')}
`;

const LiveDot = styled.span.attrs({ 'aria-hidden': true })`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
`;
