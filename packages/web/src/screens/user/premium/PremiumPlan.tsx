import { CrownIcon } from 'lucide-react';
import { PAYMENT_METHOD_DETAILS } from '@signals/protocol';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { formatDate } from '../../../lib/formatDates';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { subscriptionSelectors, useSubscriptionStore } from '../../../stores/subscription';
import { toast } from '../../../stores/toast';
import { Badge, Button, Card, Dialog } from '../../../ui';

/** A premium user's plan: until when, how it was paid, and cancellation (with a confirmation). */
export function PremiumPlan() {
  const user = useSessionStore(sessionSelectors.user);
  const smsOn = useSettingsStore(settingsSelectors.publicSettings).deliveryChannels.sms;
  const subscription = useSubscriptionStore(subscriptionSelectors.subscription);
  const cancelling = useSubscriptionStore(subscriptionSelectors.cancelling);
  const { subscriptionRequested, cancelRequested } = useSubscriptionStore.getState();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    void subscriptionRequested();
  }, [subscriptionRequested]);

  const endDate = subscription?.endDate ?? user?.subscriptionEndDate ?? null;
  const method = subscription?.paymentMethod;

  const handleCancel = async () => {
    try {
      await cancelRequested();
      setConfirming(false);
      toast({ title: 'Subscription cancelled', description: 'Your premium access has been removed immediately.' });
    } catch (error) {
      toast({ title: 'Cancellation failed', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' });
    }
  };

  return (
    <Plan>
      <Head>
        <Crown>
          <CrownIcon size={24} />
        </Crown>
        <div>
          <Title>Premium Plan</Title>
          <Badge $tone="profit">Active</Badge>
        </div>
      </Head>
      <Facts>
        <div>
          <dt>Ends on</dt>
          <dd>{formatDate(endDate)}</dd>
        </div>
        <div>
          <dt>Paid with</dt>
          <dd>{method ? (method === 'card' ? 'Card' : PAYMENT_METHOD_DETAILS[method].label) : '—'}</dd>
        </div>
      </Facts>
      <Text>Every premium signal is unlocked, with {smsOn ? 'SMS alerts and ' : ''}priority support.</Text>
      {/* Crypto payments are one month each and nothing charges again by itself: say so, rather than "renews". */}
      <Text>Premium does not renew by itself: pay again before it ends to keep it.</Text>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Cancel subscription
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Cancel Premium?"
        description="Your premium access is removed immediately: premium signals lock again and SMS alerts stop. This cannot be undone."
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep Premium
            </Button>
            <Button variant="destructive" loading={cancelling} onClick={() => void handleCancel()}>
              Cancel subscription
            </Button>
          </>
        }
      />
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
