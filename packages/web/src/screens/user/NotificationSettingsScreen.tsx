import { NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationPreferences } from '@signals/protocol';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../api';
import { useT } from '../../i18n/useT';
import { preferenceSelectors, usePreferencesStore } from '../../stores/preferences';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { sendsChannel, settingsSelectors, useSettingsStore } from '../../stores/settings';
import { toast } from '../../stores/toast';
import { BackLink, Button, ErrorState, PageHeader, Skeleton } from '../../ui';
import { Notice } from './account/Notice';
import { SettingsPage } from './account/SettingsPage';
import { ChannelReachNotes } from './settings/ChannelReachNotes';
import { PreferenceGrid } from './settings/PreferenceGrid';
import { QuietHoursCard } from './settings/QuietHoursCard';

/** Whether two sets of channels say the same. */
function samePreferences(a: NotificationPreferences, b: NotificationPreferences): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Notification settings: channels per category, loaded from and saved to the server. */
export function NotificationSettingsScreen() {
  const t = useT();
  const user = useSessionStore(sessionSelectors.user);
  const status = usePreferencesStore(preferenceSelectors.status);
  const error = usePreferencesStore(preferenceSelectors.error);
  const saved = usePreferencesStore(preferenceSelectors.saved);
  const requested = usePreferencesStore((s) => s.preferencesRequested);
  const quietHoursRequested = usePreferencesStore((s) => s.quietHoursRequested);
  const preferencesSaved = usePreferencesStore((s) => s.preferencesSaved);
  // Unsaved edits; null means "showing what the server has".
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void requested();
    void quietHoursRequested();
  }, [requested, quietHoursRequested]);

  const isPremium = user?.isPremium === true;
  const offered = useSettingsStore(settingsSelectors.deliveryChannels);
  const locked = new Set<NotificationChannel>(NOTIFICATION_CHANNELS.filter((channel) => !sendsChannel(offered, channel) || (channel === 'sms' && !isPremium)));
  const shown = draft ?? saved;
  const dirty = draft !== null && saved !== null && !samePreferences(draft, saved);

  const handleSave = async () => {
    if (!draft) {
      return;
    }
    setSaving(true);
    try {
      await preferencesSaved(draft);
      setDraft(null);
      toast({ title: t('settings.notifications.saved.title'), description: t('settings.notifications.saved.description'), variant: 'success' });
    } catch (failure) {
      toast({ title: t('settings.notifications.failed'), description: errorMessage(failure, t('common.tryLater')), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsPage>
      <PageHeader
        title={t('settings.notifications.title')}
        description={t('settings.notifications.intro')}
        eyebrow={<BackLink to="/settings">{t('common.settings')}</BackLink>}
      />
      {/* SMS is offered (as a premium benefit) only where the site sends it. */}
      {offered.sms && !isPremium && (
        <Notice tone="premium" title={t('settings.notifications.smsPremium.title')} action={<Link to="/premium">{t('settings.notifications.smsPremium.action')}</Link>}>
          {t('settings.notifications.smsPremium.text')}
        </Notice>
      )}
      {offered.sms && isPremium && !user?.phoneNumber && (
        <Notice tone="warning" title={t('settings.notifications.addPhone.title')} action={<Link to="/settings/profile">{t('settings.notifications.addPhone.action')}</Link>}>
          {t('settings.notifications.addPhone.text')}
        </Notice>
      )}
      {status === 'error' && !shown && (
        <ErrorState title={t('settings.notifications.loadFailed')} description={error ?? undefined} retryLabel={t('common.retry')} onRetry={() => void requested()} />
      )}
      {!shown && status !== 'error' && (
        <Loading aria-busy="true" aria-label={t('settings.notifications.loading')}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} $height={52} />
          ))}
        </Loading>
      )}
      {shown && (
        <>
          <PreferenceGrid
            value={shown}
            locked={locked}
            disabled={saving}
            note={<ChannelReachNotes />}
            onChange={(category, channel, on) =>
              setDraft({ ...shown, [category]: { ...shown[category], [channel]: on } })
            }
          />
          <Footer>
            <Status role="status">{t(dirty ? 'settings.notifications.unsaved' : 'settings.notifications.allSaved')}</Status>
            <Buttons>
              {dirty && (
                <Button variant="ghost" onClick={() => setDraft(null)} disabled={saving}>
                  {t('settings.discard')}
                </Button>
              )}
              <Button onClick={() => void handleSave()} loading={saving} disabled={!dirty}>
                {saving ? t('common.saving') : t('settings.notifications.save')}
              </Button>
            </Buttons>
          </Footer>
          <QuietHoursCard />
        </>
      )}
    </SettingsPage>
  );
}

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;

  @media (min-width: 560px) {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const Status = styled.p`
  font-size: 13.5px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 10px;

  @media (min-width: 560px) {
    flex-direction: row;
  }
`;
