import { CrownIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { BadgeTone } from '../../../ui';
import { useT } from '../../../i18n/useT';
import { formatDate } from '../../../lib/formatDates';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { subscriptionSelectors, useSubscriptionStore } from '../../../stores/subscription';
import { Badge, Button, Card } from '../../../ui';
import { Notice } from '../common/Notice';
import { PREMIUM_KIND_LABELS, premiumPeriod } from '../account/premiumPeriod';
import { methodLabel } from '../payment/methods';
import { CancelDialog } from './CancelDialog';

/** How each kind of period is marked beside the plan's title. */
const KIND_TONES = { paid: 'profit', trial: 'accent', comped: 'premium', grace: 'warning' } as const satisfies Record<string, BadgeTone>;

/** A premium member's plan: its kind (paid, trial, comped, grace), until when, how it was paid, and cancellation with a reason. */
export function PremiumPlan() {
  const t = useT();
  const user = useSessionStore(sessionSelectors.user);
  const smsOn = useSettingsStore(settingsSelectors.sendsSms);
  const subscription = useSubscriptionStore(subscriptionSelectors.subscription);
  const { subscriptionRequested } = useSubscriptionStore.getState();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    void subscriptionRequested();
  }, [subscriptionRequested]);

  const period = user ? premiumPeriod(user) : null;
  const kind = period?.kind ?? 'paid';
  const endDate = kind === 'grace' ? period?.endsAt : (subscription?.endDate ?? period?.endsAt ?? null);
  const method = subscription?.paymentMethod;

  return (
    <Plan>
      <Head>
        <Crown>
          <CrownIcon size={24} />
        </Crown>
        <div>
          <Title>{t('premium.plan.title')}</Title>
          <Badge $tone={KIND_TONES[kind]}>{kind === 'paid' ? t('premium.plan.active') : t(PREMIUM_KIND_LABELS[kind])}</Badge>
        </div>
      </Head>
      {kind === 'grace' && (
        <Notice tone="warning" title={t('plans.grace.title')}>
          {t('plans.until.grace', { date: formatDate(endDate) })}
        </Notice>
      )}
      <Facts>
        <div>
          <dt>{t(kind === 'grace' ? 'plans.grace.keptUntil' : kind === 'trial' ? 'plans.trial.endsOn' : 'premium.plan.endsOn')}</dt>
          <dd>{formatDate(endDate)}</dd>
        </div>
        {kind === 'paid' || kind === 'grace' ? (
          <div>
            <dt>{t('premium.plan.paidWith')}</dt>
            <dd>{method ? (method === 'card' ? t('premium.channel.card') : methodLabel(method)) : '—'}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('plans.kind.label')}</dt>
            <dd>{t(PREMIUM_KIND_LABELS[kind])}</dd>
          </div>
        )}
      </Facts>
      <Text>{t(smsOn ? 'premium.plan.unlocked.withSms' : 'premium.plan.unlocked')}</Text>
      {/* Crypto payments are one month each and nothing charges again by itself: say so, rather than "renews". */}
      <Text>{t('premium.plan.noRenewal')}</Text>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('premium.plan.cancel')}
      </Button>
      <CancelDialog open={confirming} onClose={() => setConfirming(false)} />
    </Plan>
  );
}

const Plan = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 18px;
  border-color: ${({ theme }) => theme.colors.premiumSoft};
  background:
    radial-gradient(600px 240px at 100% 0%, ${({ theme }) => theme.colors.premiumSoft}, transparent 70%),
    ${({ theme }) => theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;

  div {
    display: flex;
    align-items: center;
    gap: 10px;
  }
`;

const Crown = styled.span`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.premium}, #e08a1e);
  color: #ffffff;
`;

const Title = styled.h2`
  font-size: 22px;
  font-weight: 750;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  width: 100%;
  margin: 0;

  div {
    padding: 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12.5px;
    font-weight: 600;
  }
  dd {
    margin: 4px 0 0;
    font-size: 17px;
    font-weight: 700;
  }
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
