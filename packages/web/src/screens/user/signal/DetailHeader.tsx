import { Trans } from '../../../i18n/Trans';
import { ClockIcon, FlagIcon } from 'lucide-react';
import type { Signal } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatAgo, formatTimeLeft } from '../../../lib/format';
import { CoinMark } from '../common/CoinMark';
import { OutcomeBadge, PremiumBadge, ProfitBadge, SignalTypeBadge } from '../common/SignalBadges';
import { SignalResult } from '../common/SignalResult';
import { useNow } from '../common/useNow';

/** Pair, type, tier, profit, when it was published and how long it stays live; for a closed signal, how it ended and its result. */
export function DetailHeader({ signal }: { signal: Signal }) {
  const now = useNow();
  const t = useT();
  const live = signal.status === 'active';
  return (
    <Wrapper>
      <TitleRow>
        <CoinMark pair={signal.pair} type={signal.signalType} size={52} />
        <div>
          <Pair>{signal.pair}</Pair>
          <Badges>
            <SignalTypeBadge type={signal.signalType} />
            {signal.isPremium && <PremiumBadge />}
            <ProfitBadge value={signal.profitPercentage} />
            <OutcomeBadge outcome={signal.outcome} />
          </Badges>
        </div>
      </TitleRow>
      <Facts>
        <Fact>
          <ClockIcon size={15} />
          <Trans id="signals.header.published" values={{ ago: formatAgo(signal.createdAt, now) }} components={{ 0: <time dateTime={signal.createdAt} /> }} />
        </Fact>
        {signal.closedAt ? (
          <Fact $tone="over">
            <FlagIcon size={15} />
            <Trans id="signals.header.closed" values={{ ago: formatAgo(signal.closedAt, now) }} components={{ 0: <time dateTime={signal.closedAt} /> }} />
          </Fact>
        ) : (
          <Fact $tone={live ? 'live' : 'over'}>
            <Dot $live={live} aria-hidden="true" />
            {live ? (signal.expiresAt ? t('signals.header.expiresIn', { time: formatTimeLeft(signal.expiresAt) }) : t('signals.header.active')) : t('signals.header.expired')}
          </Fact>
        )}
        {signal.resultPercent !== null && (
          <Fact>
            <SignalResult signal={signal} layout="inline" />
          </Fact>
        )}
      </Facts>
    </Wrapper>
  );
}

const Wrapper = styled.header`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-bottom: 20px;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
`;

const Pair = styled.h1`
  font-size: 28px;
  font-weight: 800;
  letter-spacing: -0.03em;

  @media (min-width: 768px) {
    font-size: 32px;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 6px;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
`;

const Fact = styled.p<{ $tone?: 'live' | 'over' }>`
  display: inline-flex;
  align-items: center;
  gap: 7px;
  color: ${({ theme, $tone }) => ($tone === 'live' ? theme.colors.profit : theme.colors.textMuted)};
  font-size: 14px;
  font-weight: ${({ $tone }) => ($tone ? 650 : 500)};
`;

const Dot = styled.span<{ $live: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $live }) => ($live ? theme.colors.profit : theme.colors.textSubtle)};
  box-shadow: ${({ theme, $live }) => ($live ? `0 0 0 3px ${theme.colors.profitSoft}` : 'none')};
`;
