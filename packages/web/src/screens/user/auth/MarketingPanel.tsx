import type { LucideIcon } from 'lucide-react';
import { HeadsetIcon, ShieldCheckIcon, SmartphoneIcon, TrendingUpIcon } from 'lucide-react';
import { FREE_PROFIT_MAX, HIGH_PROFIT_THRESHOLD } from '@signals/protocol';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useMediaQuery } from '../../../ui/table/useMediaQuery';

const WIDE = '(min-width: 1024px)';

// The sign-in screen is a first page: the record's figures (and their formatters) load after it paints.
const TrackRecordSummary = lazy(async () => ({ default: (await import('../common/TrackRecordSummary')).TrackRecordSummary }));

const benefits: { icon: LucideIcon; text: string }[] = [
  { icon: TrendingUpIcon, text: `Live crypto arbitrage, forex and futures signals: free ones up to ${FREE_PROFIT_MAX}% profit` },
  { icon: ShieldCheckIcon, text: `Premium signals from ${HIGH_PROFIT_THRESHOLD.toFixed(1)}% profit: entry, take-profit and stop-loss in full` },
  { icon: SmartphoneIcon, text: 'Instant SMS alerts for premium subscribers' },
  { icon: HeadsetIcon, text: 'Priority support for premium members' },
];

/**
 * The sales pitch beside the sign-in card on wide screens: the track record's
 * computed figures (not written here), and what the plans bring.
 */
export function MarketingPanel() {
  const wide = useMediaQuery(WIDE);
  return (
    <Panel aria-labelledby="auth-marketing-title">
      <Headline id="auth-marketing-title">
        Trade the spread, <Accent>not the guesswork.</Accent>
      </Headline>
      <Lead>Real-time trading signals with the full plan: where to buy, where to sell and when to step aside.</Lead>

      <Record aria-labelledby="auth-record-title">
        <RecordTitle id="auth-record-title">Our track record, computed from every closed signal</RecordTitle>
        {/* The panel shows from 1024 px only: a phone does not fetch figures it would not show. */}
        {wide && (
          <Suspense fallback={null}>
            <TrackRecordSummary />
          </Suspense>
        )}
      </Record>

      <Benefits>
        {benefits.map((benefit) => (
          <Benefit key={benefit.text}>
            <BenefitIcon>
              <benefit.icon size={18} />
            </BenefitIcon>
            {benefit.text}
          </Benefit>
        ))}
      </Benefits>
    </Panel>
  );
}

const Panel = styled.section`
  display: none;

  @media ${WIDE} {
    display: flex;
    flex-direction: column;
    gap: 28px;
    max-width: 520px;
  }
`;

const Headline = styled.h2`
  font-size: 44px;
  font-weight: 800;
  line-height: 1.08;
  letter-spacing: -0.035em;
`;

const Accent = styled.span`
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.accent}, ${({ theme }) => theme.colors.profit});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Lead = styled.p`
  font-size: 17px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Record = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const RecordTitle = styled.h3`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Benefits = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Benefit = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 15px;
`;

const BenefitIcon = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 34px;
  height: 34px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;
