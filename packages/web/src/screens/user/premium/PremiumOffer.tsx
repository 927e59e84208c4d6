import { CrownIcon } from 'lucide-react';
import { PAYMENT_NETWORK } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatUsd } from '../../../lib/format';
import { planSelectors, usePlansStore } from '../../../stores/plans';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { UsdtReceivingAddress } from '../common/UsdtReceivingAddress';
import { offeredPremiumFeatures } from './content';
import { PlanPicker } from './PlanPicker';
import { pricePerMonth } from './planPricing';

/**
 * The offer for a member without premium: the plans with their prices per month and savings, a promo code, the trial
 * where there is one, what Premium brings, and where to send USDT (the same address /payment shows). While a payment
 * waits for review (`waiting`), the pay buttons give way to the way to its status.
 */
export function PremiumOffer({ waiting = false }: { waiting?: boolean }) {
  const t = useT();
  const settings = useSettingsStore(settingsSelectors.publicSettings);
  const plans = usePlansStore(planSelectors.plans);
  // The headline: the lowest price per month on sale (the monthly price until the plans have answered).
  const fromPrice = plans.length > 0 ? Math.min(...plans.map(pricePerMonth)) : settings.premiumPrice;
  const several = plans.length > 1;
  return (
    <Hero>
      <Top>
        <Plan>
          <CrownIcon size={18} />
          {t('premium.name')}
        </Plan>
        <Price>
          {several && <span>{t('plans.from')}</span>}
          <strong>{formatUsd(fromPrice)}</strong>
          <span>{t('premium.offer.perMonth')}</span>
        </Price>
        <Sub>{t('premium.offer.paidIn', { network: PAYMENT_NETWORK })}</Sub>
      </Top>
      <Pay>
        <PlanPicker mode="join" waiting={waiting} />
        {/* While a payment waits, where to send another is not what the member needs. */}
        {!waiting && <UsdtReceivingAddress />}
      </Pay>
      <Features>
        {offeredPremiumFeatures({ sms: settings.deliveryChannels.sms, telegram: settings.telegramPremiumChat, premiumFrom: settings.premiumProfitThreshold }).map((feature) => (
          <li key={feature.title}>
            <FeatureIcon>
              <feature.icon size={18} />
            </FeatureIcon>
            <span>
              <strong>{t(feature.title, feature.values)}</strong>
              <small>{t(feature.text)}</small>
            </span>
          </li>
        ))}
      </Features>
    </Hero>
  );
}

const Hero = styled.section`
  display: grid;
  gap: 24px;
  padding: 24px 20px;
  border: 1px solid ${({ theme }) => theme.colors.premiumSoft};
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(700px 300px at 100% 0%, ${({ theme }) => theme.colors.premiumSoft}, transparent 70%),
    ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
    padding: 32px;
    gap: 32px 40px;
  }
`;

const Top = styled.div`
  @media (min-width: 900px) {
    grid-column: 1 / -1;
  }
`;

const Plan = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.premium};
  font-size: 13px;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: 8px;
  margin-top: 8px;

  strong {
    font-size: 40px;
    font-weight: 800;
    letter-spacing: -0.03em;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Sub = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const Features = styled.ul`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: flex-start;
    gap: 12px;
  }
  span {
    display: flex;
    flex-direction: column;
  }
  strong {
    font-weight: 650;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13.5px;
  }
`;

const FeatureIcon = styled.span`
  display: grid !important;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.premiumSoft};
  color: ${({ theme }) => theme.colors.premium};
`;

const Pay = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
