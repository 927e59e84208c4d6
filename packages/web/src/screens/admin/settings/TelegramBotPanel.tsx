import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatDateTime } from '../../../lib/formatDates';
import { useAdminTelegramStore } from '../../../stores/admin/telegram';
import { Skeleton } from '../../../ui';

/** Above the Telegram tab's form: the bot as Telegram names it, its chats, who is in the premium chat, what failed. */
export function TelegramBotPanel() {
  const t = useT();
  const status = useAdminTelegramStore((s) => s.status);
  const error = useAdminTelegramStore((s) => s.error);
  const bot = useAdminTelegramStore((s) => s.bot);
  const requested = useAdminTelegramStore((s) => s.botRequested);

  useEffect(() => {
    void requested();
  }, [requested]);

  if (status === 'error') {
    return <Panel role="alert">{t('adminPayments.settings.telegram.loadFailed', { reason: error ?? '' })}</Panel>;
  }
  if (!bot) {
    return (
      <Panel aria-busy="true">
        <Skeleton $height={18} $width="60%" />
        <Skeleton $height={18} $width="45%" />
      </Panel>
    );
  }
  const chat = (value: { id: string; title: string | null } | null) =>
    value === null ? t('adminPayments.settings.telegram.chat.none') : value.title ? `${value.title} (${value.id})` : `${value.id}: ${t('adminPayments.settings.telegram.chat.unreadable')}`;

  return (
    <Panel aria-label={t('adminPayments.settings.telegram.panel')}>
      <Facts>
        <dt>{t('adminPayments.settings.telegram.bot')}</dt>
        <dd>
          {!bot.configured ? t('adminPayments.settings.telegram.bot.notConfigured') : bot.botUsername ? `@${bot.botUsername}` : t('adminPayments.settings.telegram.bot.noAnswer')}
        </dd>
        <dt>{t('adminPayments.settings.telegram.premiumChat')}</dt>
        <dd>
          {chat(bot.premiumChat)}
          {bot.premiumChat && <Muted> · {t('adminPayments.settings.telegram.members', { count: bot.premiumChat.members })}</Muted>}
        </dd>
        <dt>{t('adminPayments.settings.telegram.publicChat')}</dt>
        <dd>{chat(bot.publicChat)}</dd>
        <dt>{t('adminPayments.settings.telegram.linked')}</dt>
        <dd>{bot.linkedMembers}</dd>
        <dt>{t('adminPayments.settings.telegram.errors')}</dt>
        <dd>
          {bot.lastErrors.length === 0 ? (
            t('adminPayments.settings.telegram.errors.none')
          ) : (
            <Errors>
              {bot.lastErrors.map((failure) => (
                <li key={`${failure.at}-${failure.chatId}-${failure.reason}`}>
                  <Muted>
                    {formatDateTime(failure.at)} · {failure.chatId}
                  </Muted>{' '}
                  {failure.reason}
                </li>
              ))}
            </Errors>
          )}
        </dd>
      </Facts>
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: 10px;
  margin-bottom: 20px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
  font-size: 14px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 2px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
  }

  /* Side by side where there is room; one above the other on a phone. */
  @media (min-width: 560px) {
    grid-template-columns: minmax(120px, max-content) 1fr;
    gap: 8px 16px;

    dd {
      margin: 0;
    }
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Errors = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
