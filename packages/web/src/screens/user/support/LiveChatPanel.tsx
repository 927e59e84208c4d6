import { ClockIcon, CrownIcon, MailIcon, MessageSquareIcon, ZapIcon } from 'lucide-react';
import { SUPPORT_RESPONSE_HOURS } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { ButtonLink, Card, CardDescription, CardTitle } from '../../../ui';
import { StatusBadge } from '../account/StatusBadge';

/** Live chat, honestly: the team answers through tickets; here are the hours and the response target. */
export function LiveChatPanel() {
  const t = useT();
  const isPremium = useSessionStore(sessionSelectors.isPremium);
  const { supportEmail } = useSettingsStore(settingsSelectors.publicSettings);
  return (
    <Card aria-labelledby="live-chat-title">
      <Glyph>
        <MessageSquareIcon size={24} />
      </Glyph>
      <CardTitle id="live-chat-title">{t('support.chat.title')}</CardTitle>
      <CardDescription>{t('support.chat.description')}</CardDescription>
      <Facts>
        <Fact>
          <ClockIcon size={18} />
          <div>
            <FactTitle>{t('support.chat.hours.title')}</FactTitle>
            <FactText>{t('support.chat.hours')}</FactText>
          </div>
        </Fact>
        <Fact>
          <ZapIcon size={18} />
          <div>
            <FactTitle>{t('support.chat.response.title')}</FactTitle>
            <FactText>{t('support.chat.response', { hours: SUPPORT_RESPONSE_HOURS })}</FactText>
          </div>
        </Fact>
        {isPremium && (
          <Fact>
            <CrownIcon size={18} />
            <div>
              <FactTitle>
                {t('support.chat.priority.title')} <StatusBadge tone="premium">{t('premium.name')}</StatusBadge>
              </FactTitle>
              {/* Within the hours above: the team is not there at night, so nothing here promises it is. */}
              <FactText>{t('support.chat.priority')}</FactText>
            </div>
          </Fact>
        )}
      </Facts>
      <Actions>
        <ButtonLink to="/tickets">{t('support.chat.open')}</ButtonLink>
        <EmailLink href={`mailto:${supportEmail}`}>
          <MailIcon size={16} />
          {supportEmail}
        </EmailLink>
      </Actions>
    </Card>
  );
}

const Glyph = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

const Facts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin: 20px 0 0;
  padding: 16px 0 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Fact = styled.li`
  display: flex;
  gap: 12px;

  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const FactTitle = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-weight: 600;
`;

const FactText = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  margin-top: 22px;
`;

const EmailLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 550;
  font-size: 14px;
`;
