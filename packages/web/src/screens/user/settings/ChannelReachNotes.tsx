import { Trans } from '../../../i18n/Trans';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { pushSelectors, usePushStore } from '../../../stores/push';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { useTelegramStore } from '../../../stores/telegram';
import { ResendVerificationButton } from '../account/ResendVerificationButton';

/**
 * Under the preferences grid: which switched-on channels would not reach this member, and why (the site sends
 * no e-mail or SMS, the address is not confirmed yet, this browser is not subscribed to pushes, the phone number
 * is not verified, no Telegram account is linked or the bot is blocked), so a switch
 * that is on never looks like a promise the server cannot keep.
 */
export function ChannelReachNotes() {
  const t = useT();
  const channels = useSettingsStore(settingsSelectors.publicSettings).deliveryChannels;
  const user = useSessionStore(sessionSelectors.user);
  const pushStatus = usePushStore(pushSelectors.status);
  const thisBrowser = usePushStore(pushSelectors.thisBrowserSubscribed);
  const telegram = useTelegramStore((s) => s.telegram);

  useEffect(() => {
    if (channels.push) {
      void usePushStore.getState().pushStatusChecked();
    }
  }, [channels.push]);
  useEffect(() => {
    if (channels.telegram) {
      void useTelegramStore.getState().telegramRequested();
    }
  }, [channels.telegram]);

  const notes: ReactNode[] = [];
  if (!channels.push) {
    notes.push(t('settings.reach.noPush'));
  } else if (!thisBrowser && pushStatus !== 'checking') {
    notes.push(<Trans id="settings.reach.otherBrowsers" components={{ 0: <Link to="/settings" /> }} />);
  }
  if (!channels.email) {
    notes.push(t('settings.reach.noEmail'));
  } else if (user && !user.emailVerified) {
    // The server sends nothing but the confirmation link to an unconfirmed address (services/outbox/eligibility.ts).
    notes.push(
      <EmailWaits>
        <span>{t('settings.reach.confirmEmail', { email: user.email })}</span>
        <ResendVerificationButton email={user.email} variant="ghost" />
      </EmailWaits>,
    );
  }
  if (user?.isPremium && !channels.sms) {
    notes.push(t('settings.reach.noSms'));
  } else if (user?.isPremium && user.phoneNumber && !user.phoneVerified) {
    notes.push(<Trans id="settings.reach.verifyPhone" components={{ 0: <Link to="/settings/profile" /> }} />);
  }
  if (!channels.telegram) {
    notes.push(t('settings.reach.noTelegram'));
  } else if (telegram && !telegram.linked) {
    notes.push(<Trans id="settings.reach.linkTelegram" components={{ 0: <Link to="/settings/telegram" /> }} />);
  } else if (telegram?.blocked) {
    notes.push(t('settings.reach.telegramBlocked'));
  }
  if (notes.length === 0) {
    return null;
  }
  return (
    <>
      {notes.map((note, index) => (
        <p key={index}>{note}</p>
      ))}
    </>
  );
}

const EmailWaits = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
`;
