import type { LucideIcon } from 'lucide-react';
import { HeadsetIcon, ShieldCheckIcon, SmartphoneIcon, TrendingUpIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Trans } from '../../../i18n/Trans';
import type { MessageId, MessageValues } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { useMediaQuery } from '../../../ui/table/useMediaQuery';

const WIDE = '(min-width: 1024px)';

// The sign-in screen is a first page: the record's figures (and their formatters) load after it paints.
const TrackRecordSummary = lazy(async () => ({ default: (await import('../common/TrackRecordSummary')).TrackRecordSummary }));

/** What the plans bring; the free and premium lines quote the site's premium threshold. */
const benefits = (premiumFrom: number): { icon: LucideIcon; text: MessageId; values?: MessageValues }[] => [
  { icon: TrendingUpIcon, text: 'auth.marketing.free', values: { max: premiumFrom } },
  { icon: ShieldCheckIcon, text: 'auth.marketing.premium', values: { threshold: premiumFrom } },
  { icon: SmartphoneIcon, text: 'auth.marketing.sms' },
  { icon: HeadsetIcon, text: 'auth.marketing.support' },
];

/**
 * The sales pitch beside the sign-in card on wide screens: the track record's
 * computed figures (not written here), and what the plans bring.
 */
export function MarketingPanel() {
  const t = useT();
  // SMS is offered only where the site sends it (issue 40).
  const sms = useSettingsStore(settingsSelectors.sendsSms);
  const premiumFrom = useSettingsStore(settingsSelectors.premiumProfitThreshold);
  const shown = benefits(premiumFrom).filter((benefit) => benefit.text !== 'auth.marketing.sms' || sms);
  const wide = useMediaQuery(WIDE);
  return (
    <Panel aria-labelledby="auth-marketing-title">
      <Headline id="auth-marketing-title">
        <Trans id="auth.marketing.headline" components={{ 0: <Accent /> }} />
      </Headline>
      <Lead>{t('auth.marketing.lead')}</Lead>

      <Record aria-labelledby="auth-record-title">
        <RecordTitle id="auth-record-title">{t('auth.marketing.record')}</RecordTitle>
        {/* The panel shows from 1024 px only: a phone does not fetch figures it would not show. */}
        {wide && (
          <Suspense fallback={null}>
            <TrackRecordSummary />
          </Suspense>
        )}
      </Record>

      <Benefits>
        {shown.map((benefit) => (
          <Benefit key={benefit.text}>
            <BenefitIcon>
              <benefit.icon size={18} />
            </BenefitIcon>
            {t(benefit.text, benefit.values)}
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
