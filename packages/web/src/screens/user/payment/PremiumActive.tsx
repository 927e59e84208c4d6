import { CrownIcon } from 'lucide-react';
import { Trans } from '../../../i18n/Trans';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatDate } from '../../../lib/formatDates';
import { ButtonLink } from '../../../ui';

/**
 * What the payment page turns into the moment premium arrives (an admin
 * approved the payment while the member watched): no form any more, the plan
 * with its end date, and the way to what they paid for.
 */
export function PremiumActive({ endsAt }: { endsAt: string | null }) {
  const t = useT();
  return (
    <Panel role="status" aria-live="polite">
      <Crown aria-hidden="true">
        <CrownIcon size={26} />
      </Crown>
      <Title>{t('premium.active.title')}</Title>
      <Text>
        {endsAt ? (
          <Trans id="premium.active.textUntil" values={{ date: formatDate(endsAt) }} components={{ 0: <time dateTime={endsAt} /> }} />
        ) : (
          t('premium.active.text')
        )}
      </Text>
      <Actions>
        <ButtonLink to="/signals#premium-signals" size="lg">
          {t('premium.progress.seeSignals')}
        </ButtonLink>
        <ButtonLink to="/premium" variant="secondary" size="lg">
          {t('premium.progress.yourPlan')}
        </ButtonLink>
      </Actions>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 36px 24px;
  border: 1px solid ${({ theme }) => theme.colors.premiumSoft};
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(600px 260px at 50% 0%, ${({ theme }) => theme.colors.premiumSoft}, transparent 70%),
    ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Crown = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.premiumSoft};
  color: ${({ theme }) => theme.colors.premium};
`;

const Title = styled.h2`
  font-size: 26px;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Text = styled.p`
  max-width: 460px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 15px;
  line-height: 1.55;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
  margin-top: 8px;
`;
