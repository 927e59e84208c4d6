import { MailIcon } from 'lucide-react';
import { SUPPORT_RESPONSE_HOURS } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { ButtonLink, Card, CardDescription, CardTitle, type ButtonSize, type ButtonVariant } from '../../../ui';
import { buttonStyles } from '../../../ui/Button';

/** The way out of the FAQ: e-mail (the support_email setting) or the support screen. */
export function StillNeedHelp() {
  const t = useT();
  const { supportEmail } = useSettingsStore(settingsSelectors.publicSettings);
  return (
    <Card>
      <CardTitle>{t('help.stillNeedHelp.title')}</CardTitle>
      <CardDescription>{t('help.stillNeedHelp.description', { hours: SUPPORT_RESPONSE_HOURS, supportHours: t('help.supportHours') })}</CardDescription>
      <Actions>
        <MailButton href={`mailto:${supportEmail}`} $variant="secondary" $size="md" $fullWidth={false}>
          <MailIcon size={16} />
          {t('help.stillNeedHelp.email')}
        </MailButton>
        <ButtonLink to="/settings/support">{t('help.stillNeedHelp.contact')}</ButtonLink>
      </Actions>
    </Card>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 16px;

  & > * {
    flex: 1 1 180px;
  }
  @media (min-width: 560px) {
    & > * {
      flex: 0 0 auto;
    }
  }
`;

const MailButton = styled.a<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonStyles}
`;
