import type { LucideIcon } from 'lucide-react';
import { CrownIcon, HeadsetIcon, ShieldCheckIcon, SmartphoneIcon, TrendingUpIcon } from 'lucide-react';
import { FREE_PROFIT_MAX, HIGH_PROFIT_THRESHOLD } from '@signals/protocol';
import styled from 'styled-components';

const benefits: { icon: LucideIcon; text: string }[] = [
  { icon: TrendingUpIcon, text: 'Live crypto arbitrage, forex and futures signals' },
  { icon: ShieldCheckIcon, text: 'Entry, take-profit and stop-loss on every premium trade' },
  { icon: SmartphoneIcon, text: 'Instant SMS alerts for premium subscribers' },
  { icon: HeadsetIcon, text: 'Priority support for premium members' },
];

/** The sales pitch beside the sign-in card on wide screens. */
export function MarketingPanel() {
  return (
    <Panel aria-labelledby="auth-marketing-title">
      <Headline id="auth-marketing-title">
        Trade the spread, <Accent>not the guesswork.</Accent>
      </Headline>
      <Lead>Real-time trading signals with the full plan: where to buy, where to sell and when to step aside.</Lead>

      <Tiers>
        <Tier>
          <TierLabel>Free signals</TierLabel>
          <TierFigure>
            up to <Profit>{FREE_PROFIT_MAX}%</Profit>
          </TierFigure>
          <TierNote>profit per signal</TierNote>
        </Tier>
        <Tier $premium>
          <TierLabel $premium>
            <CrownIcon size={14} /> Premium
          </TierLabel>
          <TierFigure>
            from <Profit>{HIGH_PROFIT_THRESHOLD.toFixed(1)}%</Profit>
          </TierFigure>
          <TierNote>plus SMS alerts to your phone</TierNote>
        </Tier>
      </Tiers>

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

  @media (min-width: 1024px) {
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

const Tiers = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 14px;
`;

const Tier = styled.div<{ $premium?: boolean }>`
  padding: 18px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $premium }) => ($premium ? theme.colors.premiumSoft : theme.colors.border)};
  background: ${({ theme, $premium }) =>
    $premium ? `linear-gradient(160deg, ${theme.colors.premiumSoft}, ${theme.colors.surface} 70%)` : theme.colors.surface};
`;

const TierLabel = styled.p<{ $premium?: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme, $premium }) => ($premium ? theme.colors.premium : theme.colors.textMuted)};
`;

const TierFigure = styled.p`
  margin-top: 10px;
  font-size: 15px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Profit = styled.span`
  font-size: 28px;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.profit};
  font-variant-numeric: tabular-nums;
`;

const TierNote = styled.p`
  margin-top: 2px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textSubtle};
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
