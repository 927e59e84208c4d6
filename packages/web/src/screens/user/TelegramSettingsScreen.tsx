import { TELEGRAM_LINK_LIFETIME_MINUTES } from '@signals/protocol';
import { CrownIcon, SendIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../api';
import { useT } from '../../i18n/useT';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { useTelegramStore } from '../../stores/telegram';
import { toast } from '../../stores/toast';
import { BackLink, Button, ButtonAnchor, ButtonLink, Card, CardDescription, ErrorState, PageHeader, Skeleton } from '../../ui';
import { Notice } from './account/Notice';
import { SettingsPage } from './account/SettingsPage';
import { StatusBadge } from './account/StatusBadge';
import { CardHead, CardTitle, CardTitleRow } from './settings/SettingsCardHead';

/** While a link to the bot is open and not yet used, the status is asked for this often: linking happens in Telegram. */
const LINK_CHECK_MS = 3000;

/** Telegram: link the account to the bot, see where it stands, join the premium channel, unlink. */
export function TelegramSettingsScreen() {
  const t = useT();
  const user = useSessionStore(sessionSelectors.user);
  const status = useTelegramStore((s) => s.status);
  const error = useTelegramStore((s) => s.error);
  const telegram = useTelegramStore((s) => s.telegram);
  const link = useTelegramStore((s) => s.link);
  const requested = useTelegramStore((s) => s.telegramRequested);
  const linkRequested = useTelegramStore((s) => s.linkRequested);
  const unlinkRequested = useTelegramStore((s) => s.unlinkRequested);
  const [asking, setAsking] = useState(false);
  const [unlinking, setUnlinking] = useState(false);

  useEffect(() => {
    void requested();
  }, [requested]);

  // The member presses Start in Telegram, not here: while their link waits, the screen looks again now and then.
  const waiting = link !== null && telegram?.linked === false;
  useEffect(() => {
    if (!waiting) {
      return undefined;
    }
    const timer = setInterval(() => void requested(), LINK_CHECK_MS);
    const onFocus = () => void requested();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [waiting, requested]);

  const handleLink = async () => {
    setAsking(true);
    try {
      await linkRequested();
    } catch (failure) {
      toast({ title: t('settings.telegram.linkFailed'), description: errorMessage(failure, t('common.tryLater')), variant: 'destructive' });
    } finally {
      setAsking(false);
    }
  };

  const handleUnlink = async () => {
    setUnlinking(true);
    try {
      await unlinkRequested();
      toast({ title: t('settings.telegram.unlinked'), variant: 'success' });
    } catch (failure) {
      toast({ title: t('settings.telegram.unlinkFailed'), description: errorMessage(failure, t('common.tryLater')), variant: 'destructive' });
    } finally {
      setUnlinking(false);
    }
  };

  if (!user) {
    return null;
  }

  return (
    <SettingsPage>
      <PageHeader title={t('settings.telegram.title')} description={t('settings.telegram.intro')} eyebrow={<BackLink to="/settings">{t('common.settings')}</BackLink>} />
      {status === 'error' && <ErrorState title={t('settings.telegram.loadFailed')} description={error ?? undefined} retryLabel={t('common.retry')} onRetry={() => void requested()} />}
      {(status === 'loading' || status === 'idle') && (
        <Card aria-busy="true" aria-label={t('settings.telegram.loading')}>
          <Lines>
            <Skeleton $height={22} $width="50%" />
            <Skeleton $height={14} $width="90%" />
            <Skeleton $height={42} $width="180px" />
          </Lines>
        </Card>
      )}
      {status === 'ready' && telegram && !telegram.configured && !telegram.linked && (
        <Notice title={t('settings.telegram.notConfigured.title')}>{t('settings.telegram.notConfigured.text')}</Notice>
      )}
      {status === 'ready' && telegram && (telegram.configured || telegram.linked) && (
        <>
          <Card>
            <CardHead>
              <Mark $on={telegram.linked}>
                <SendIcon size={22} />
              </Mark>
              <div>
                <CardTitleRow>
                  <CardTitle>{t('settings.telegram.account')}</CardTitle>
                  <StatusBadge tone={telegram.linked ? 'profit' : 'neutral'}>{t(telegram.linked ? 'settings.telegram.status.linked' : 'settings.telegram.status.notLinked')}</StatusBadge>
                </CardTitleRow>
                <CardDescription>
                  {telegram.linked
                    ? telegram.username
                      ? t('settings.telegram.linkedAs', { username: `@${telegram.username}` })
                      : t('settings.telegram.linkedNoName')
                    : t('settings.telegram.notLinked')}
                </CardDescription>
              </div>
            </CardHead>
            {telegram.blocked && (
              <Notice tone="warning" title={t('settings.telegram.blocked.title')}>
                {t('settings.telegram.blocked.text')}
              </Notice>
            )}
            <Footer>
              {!telegram.linked && !link && (
                <Button onClick={() => void handleLink()} loading={asking}>
                  {t('settings.telegram.link')}
                </Button>
              )}
              {waiting && (
                <Waiting role="status">
                  <ButtonAnchor href={link.url}>{t('settings.telegram.open')}</ButtonAnchor>
                  <WaitingText>{t('settings.telegram.waiting', { minutes: TELEGRAM_LINK_LIFETIME_MINUTES })}</WaitingText>
                </Waiting>
              )}
              {telegram.linked && (
                <Button variant="secondary" onClick={() => void handleUnlink()} loading={unlinking}>
                  {t('settings.telegram.unlink')}
                </Button>
              )}
            </Footer>
          </Card>
          {telegram.linked && telegram.premiumChat && <PremiumChannel premium={user.isPremium} inChat={telegram.inPremiumChat} inviteUrl={telegram.premiumInviteUrl ?? null} />}
        </>
      )}
    </SettingsPage>
  );
}

/** The premium channel: in it, the member's link to ask to join, or the way to premium. */
function PremiumChannel({ premium, inChat, inviteUrl }: { premium: boolean; inChat: boolean; inviteUrl: string | null }) {
  const t = useT();
  return (
    <Card>
      <CardHead>
        <Mark $on={inChat} $premium>
          <CrownIcon size={22} />
        </Mark>
        <div>
          <CardTitleRow>
            <CardTitle>{t('settings.telegram.channel')}</CardTitle>
            {inChat && <StatusBadge tone="profit">{t('settings.telegram.channel.joined')}</StatusBadge>}
          </CardTitleRow>
          <CardDescription>
            {inChat
              ? t('settings.telegram.channel.inIt')
              : inviteUrl
                ? t('settings.telegram.channel.invited')
                : premium
                  ? t('settings.telegram.channel.soon')
                  : t('settings.telegram.channel.withPremium')}
          </CardDescription>
        </div>
      </CardHead>
      {!inChat && (inviteUrl || !premium) && (
        <Footer>
          {inviteUrl ? (
            <ButtonAnchor href={inviteUrl}>{t('settings.telegram.channel.join')}</ButtonAnchor>
          ) : (
            <ButtonLink to="/premium">{t('settings.telegram.channel.getPremium')}</ButtonLink>
          )}
        </Footer>
      )}
    </Card>
  );
}

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Mark = styled.span<{ $on: boolean; $premium?: boolean }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $on, $premium }) => ($premium ? theme.colors.premiumSoft : $on ? theme.colors.profitSoft : theme.colors.surfaceHover)};
  color: ${({ theme, $on, $premium }) => ($premium ? theme.colors.premium : $on ? theme.colors.profit : theme.colors.textMuted)};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 18px;
`;

const Waiting = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const WaitingText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  max-width: 46ch;
`;
