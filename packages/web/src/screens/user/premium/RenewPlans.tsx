import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatDate } from '../../../lib/formatDates';
import { paymentSelectors, usePaymentsStore } from '../../../stores/payments';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { Card, CardDescription, CardTitle } from '../../../ui';
import { premiumPeriod } from '../account/premiumPeriod';
import { PlanPicker } from './PlanPicker';

/**
 * For a member who holds premium: pay for a plan ahead. A paid period starts where the one they hold ends (a trial's
 * end, a paid period's end), never today, so nothing they hold is lost.
 */
export function RenewPlans() {
  const t = useT();
  const user = useSessionStore(sessionSelectors.user);
  const pending = usePaymentsStore(paymentSelectors.pending);
  const paymentsRequested = usePaymentsStore((s) => s.paymentsRequested);
  useEffect(() => {
    void paymentsRequested();
  }, [paymentsRequested]);

  const period = user ? premiumPeriod(user) : null;
  const endsAt = period?.kind === 'grace' ? user?.subscriptionEndDate : period?.endsAt;
  return (
    <Card>
      <CardTitle>{t(period?.kind === 'trial' ? 'plans.renew.afterTrial' : period?.kind === 'grace' ? 'plans.renew.grace' : 'plans.renew.title')}</CardTitle>
      <CardDescription>{endsAt ? t('plans.renew.description', { date: formatDate(endsAt) }) : t('plans.renew.descriptionNoDate')}</CardDescription>
      <Body>
        <PlanPicker mode="renew" waiting={Boolean(pending)} />
      </Body>
    </Card>
  );
}

const Body = styled.div`
  margin-top: 16px;
`;
