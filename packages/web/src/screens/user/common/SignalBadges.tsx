import type { LucideIcon } from 'lucide-react';
import { BanIcon, CircleCheckIcon, CircleMinusIcon, CircleXIcon, CrownIcon, TrendingUpIcon } from 'lucide-react';
import { SIGNAL_OUTCOME_LABELS, SIGNAL_TYPE_LABELS, type Signal, type SignalOutcome, type SignalType } from '@signals/protocol';
import styled from 'styled-components';
import { formatProfit, profitTier, type ProfitTier } from '../../../lib/format';
import { Badge, type BadgeTone } from '../../../ui';

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
  return <Badge $tone="neutral">{SIGNAL_TYPE_LABELS[type]}</Badge>;
}

/** The crown of a premium signal. */
export function PremiumBadge() {
  return (
    <Badge $tone="premium">
      <CrownIcon size={12} />
      Premium
    </Badge>
  );
}

/** Active, or Expired for a signal past its expiry or withdrawn (the spec's two labels). */
export function SignalStatusBadge({ status }: { status: Signal['status'] }) {
  if (status === 'active') {
    return (
      <Badge $tone="profit">
        <LiveDot />
        Active
      </Badge>
    );
  }
  return <Badge $tone="neutral">Expired</Badge>;
}

const outcomeLooks: Record<Exclude<SignalOutcome, 'open'>, { tone: BadgeTone; icon: LucideIcon }> = {
  won: { tone: 'profit', icon: CircleCheckIcon },
  lost: { tone: 'loss', icon: CircleXIcon },
  breakeven: { tone: 'neutral', icon: CircleMinusIcon },
  cancelled: { tone: 'warning', icon: BanIcon },
};

/** How a closed signal ended: Won, Lost, Breakeven or Cancelled. An open signal has none (its status badge says it). */
export function OutcomeBadge({ outcome }: { outcome: SignalOutcome }) {
  if (outcome === 'open') {
    return null;
  }
  const look = outcomeLooks[outcome];
  return (
    <Badge $tone={look.tone} data-outcome={outcome}>
      <look.icon size={12} />
      {SIGNAL_OUTCOME_LABELS[outcome]}
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
