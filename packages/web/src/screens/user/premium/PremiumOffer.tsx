import { CrownIcon } from 'lucide-react';
import { PAYMENT_METHOD_DETAILS, PAYMENT_NETWORK } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatPlanPrice } from '../../../lib/format';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { ButtonLink } from '../../../ui';
import { UsdtReceivingAddress } from '../common/UsdtReceivingAddress';
import { offeredPremiumFeatures } from './content';

/**
 * The offer for a free user: price, what Premium brings, where to send USDT (the
 * same address /payment shows) and the ways to pay. While a payment waits for review (`waiting`), the pay
 * buttons give way to the way to its status; paying again by card stays
 * possible, and the checkout asks first.
 */
export function PremiumOffer({ waiting = false }: { waiting?: boolean }) {
  const t = useT();
  const settings = useSettingsStore(settingsSelectors.publicSettings);
  const price = formatPlanPrice(settings.premiumPrice);
  return (
    <Hero>
      <Top>
        <Plan>
          <CrownIcon size={18} />
          {t('premium.name')}
        </Plan>
        <Price>
          <strong>{`${price} ${PAYMENT_METHOD_DETAILS.usdt.currency}`}</strong>
          <span>{t('premium.offer.perMonth')}</span>
        </Price>
        <Sub>{t('premium.offer.paidIn', { network: PAYMENT_NETWORK })}</Sub>
      </Top>
      <Features>
        {offeredPremiumFeatures({ sms: settings.deliveryChannels.sms, premiumFrom: settings.premiumProfitThreshold }).map((feature) => (
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
      <Pay>
        {/* While a payment waits, where to send another is not what the member needs. */}
        {!waiting && <UsdtReceivingAddress />}
        {waiting ? (
          <Buttons>
            <ButtonLink to="/payment" size="lg" fullWidth>
              {t('premium.offer.status')}
            </ButtonLink>
            <ButtonLink to="/checkout" variant="ghost" size="lg" fullWidth>
              {t('premium.offer.cardInstead')}
            </ButtonLink>
          </Buttons>
        ) : (
          <Buttons>
            <ButtonLink to="/payment?method=usdt" size="lg" fullWidth>
              {t('premium.offer.usdt')}
            </ButtonLink>
            <ButtonLink to="/checkout" variant="secondary" size="lg" fullWidth>
              {t('premium.offer.card')}
            </ButtonLink>
          </Buttons>
        )}
      </Pay>
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

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;
