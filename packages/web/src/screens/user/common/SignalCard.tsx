import { LockIcon } from 'lucide-react';
import type { FullSignal, Signal, SignalType } from '@signals/protocol';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { formatAgo } from '../../../lib/format';
import { useSignalsStore } from '../../../stores/signals';
import { Skeleton } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { CoinMark } from './CoinMark';
import { OutcomeBadge, PremiumBadge, ProfitBadge, SignalStatusBadge } from './SignalBadges';
import { SignalResult } from './SignalResult';
import { SIGNAL_TYPE_LABEL_IDS, signalLevels, signalSummary } from './signalSummary';
import { useNow } from './useNow';

interface SignalCardProps {
  signal: Signal;
  /** False where every card is premium (the Premium section), so the pill would say nothing. */
  showPremiumBadge?: boolean;
}

/**
 * One signal in a list, linking to its detail. A locked signal shows only
 * what the server sent (pair, type, profit, times, outcome): the detail is
 * not in the browser at all, so there is nothing to blur. A closed signal
 * shows how it ended and its result where an open one shows its target, and
 * why, when it was cancelled or voided.
 */
export const SignalCard = memo(function SignalCard({ signal, showPremiumBadge = true }: SignalCardProps) {
  const now = useNow();
  // Also renders the card again when the language changes (the summary line is translated as it is built).
  const t = useT();
  // Each card watches its own flag, so a signal turning old re-renders that card alone.
  const fresh = useSignalsStore((s) => s.freshIds[signal.id] === true);
  return (
    <CardLink to={`/signals/${signal.id}`} $fresh={fresh} data-fresh={fresh || undefined} data-signal-id={signal.id}>
      <Top>
        <CoinMark pair={signal.pair} type={signal.signalType} />
        <Heading>
          <Pair>
            {signal.pair}
            {fresh && <NewTag>{t('ui.signal.new')}</NewTag>}
          </Pair>
          <Meta>
            <span>{t(SIGNAL_TYPE_LABEL_IDS[signal.signalType])}</span>
            <Separator> · </Separator>
            <time dateTime={signal.createdAt}>{formatAgo(signal.createdAt, now)}</time>
          </Meta>
        </Heading>
        {/* A closed signal is judged by what it made, not by what it aimed for. */}
        {signal.resultPercent === null ? <ProfitBadge value={signal.profitPercentage} /> : <SignalResult signal={signal} />}
      </Top>
      <Bottom>
        {signal.locked ? (
          <Locked>
            <LockIcon size={14} />
            {t('ui.signal.locked')}
          </Locked>
        ) : (
          <Summary>{signalSummary(signal)}</Summary>
        )}
        <Badges>
          {showPremiumBadge && signal.isPremium && !signal.locked && <PremiumBadge />}
          {signal.outcome === 'open' ? <SignalStatusBadge status={signal.status} /> : <OutcomeBadge outcome={signal.outcome} />}
        </Badges>
      </Bottom>
      {signal.locked ? <LockedLevels type={signal.signalType} /> : <Levels signal={signal} />}
      {/* Why it was cancelled or voided: public, like the outcome (issue 38). */}
      {signal.closeReason && <Reason data-reason>{t('ui.signal.reason', { reason: signal.closeReason })}</Reason>}
    </CardLink>
  );
});

/** The trade's prices on the card: what a member acts on without opening the detail. */
function Levels({ signal }: { signal: FullSignal }) {
  const t = useT();
  const levels = signalLevels(signal);
  if (levels.length === 0) {
    return null;
  }
  return (
    <LevelList aria-label={t('ui.signal.level.label')}>
      {levels.map((level) => (
        <Level key={level.label}>
          <dt>{level.label}</dt>
          <dd>{level.value}</dd>
        </Level>
      ))}
    </LevelList>
  );
}

/**
 * Where a locked card's prices would be: their names with a lock, so the card says what Premium shows and keeps the
 * height of every other card in the list. Decorative: "Premium details locked" says it in words.
 */
function LockedLevels({ type }: { type: SignalType }) {
  const t = useT();
  const labels: MessageId[] = type === 'arbitrage' ? ['ui.signal.level.buy', 'ui.signal.level.sell'] : ['ui.signal.level.entry', 'ui.signal.level.tp1', 'ui.signal.level.stop'];
  return (
    <LevelList aria-hidden="true">
      {labels.map((label) => (
        <Level key={label}>
          <dt>{t(label)}</dt>
          <dd>
            <LockIcon size={12} />
          </dd>
        </Level>
      ))}
    </LevelList>
  );
}

/** A placeholder of the same size while a list loads. */
export function SignalCardSkeleton() {
  return (
    <SkeletonCard aria-hidden="true">
      <Top>
        <Skeleton $height={40} $width="40px" $radius="50%" />
        <Heading>
          <Skeleton $height={16} $width="45%" />
          <Skeleton $height={12} $width="65%" />
          <PhoneOnly>
            <Skeleton $height={12} $width="50%" />
          </PhoneOnly>
        </Heading>
        <Skeleton $height={22} $width="56px" $radius="999px" />
      </Top>
      <Bottom>
        <Skeleton $height={14} $width="40%" />
        <Skeleton $height={22} $width="64px" $radius="999px" />
      </Bottom>
      {/* The prices' two lines. */}
      <Skeleton $height={32} $width="80%" />
    </SkeletonCard>
  );
}

const cardBase = css`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  /* No blurred shadow: a live list repaints its rows as new ones push them down, and a soft
     shadow per card is the costliest thing to paint. The border carries the edge. */
`;

const CardLink = styled(Link)<{ $fresh: boolean }>`
  ${cardBase}
  position: relative;
  isolation: isolate;
  color: ${({ theme }) => theme.colors.text};
  transition: border-color 0.15s ease;

  /* The live highlight is a layer of its own that fades by opacity: the compositor
     animates it, so a list receiving signals every second never repaints for it. */
  &::before {
    content: '';
    position: absolute;
    inset: -1px;
    z-index: -1;
    border: 1px solid ${({ theme }) => theme.colors.accent};
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.accentSoft};
    opacity: ${({ $fresh }) => ($fresh ? 1 : 0)};
    transition: opacity 1s ease;
    pointer-events: none;
  }
  &:hover {
    text-decoration: none;
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  ${focusRing}
`;

const SkeletonCard = styled.div`
  ${cardBase}
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Heading = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Pair = styled.span`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 16px;
  font-weight: 700;
  letter-spacing: -0.01em;
`;

const NewTag = styled.span`
  padding: 1px 7px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentStrong};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: 10.5px;
  font-weight: 750;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Meta = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  white-space: nowrap;
  text-overflow: ellipsis;

  /* On phones the type and the time take a line each: every card keeps one height (the long
     lists are windowed by row height) and neither is cut short. */
  @media (max-width: 479px) {
    display: flex;
    flex-direction: column;

    & > span:first-child,
    & > time {
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`;

/** The second meta line of a phone-sized card, in the placeholder. */
const PhoneOnly = styled.span`
  @media (min-width: 480px) {
    display: none;
  }
`;

/** The dot between type and time; on phones it stays for screen readers only. */
const Separator = styled.span`
  @media (max-width: 479px) {
    ${visuallyHidden}
  }
`;

/* The trade line is never cut: when it and the badges do not fit on one line, the badges move
   below it, and a trade line wider than the card wraps. */
const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 10px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Summary = styled.span`
  flex: 1 0 auto;
  max-width: 100%;
  font-size: 13.5px;
  font-weight: 600;
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
`;

const Reason = styled.span`
  display: block;
  margin-top: 10px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  overflow-wrap: anywhere;
`;

const Locked = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.premium};
  font-size: 13px;
  font-weight: 600;
`;

const Badges = styled.span`
  display: flex;
  flex: none;
  gap: 6px;
  margin-left: auto;
`;

/* Up to four columns, each a label over its price: two lines on every card at any width, so the rows of a long list
   keep near one height (useRowWindow), and the prices line up from card to card. A price is never cut short: one too
   wide for its column breaks instead. */
const LevelList = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin: -2px 0 0;
  font-variant-numeric: tabular-nums;
`;

const Level = styled.div`
  min-width: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.02em;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  dd {
    margin: 2px 0 0;
    font-size: 13px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
