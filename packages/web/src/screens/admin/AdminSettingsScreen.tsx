import { SETTING_GROUPS, type SettingGroup } from '@signals/protocol';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { adminSettingsSelectors, useAdminSettingsStore } from '../../stores/admin/settings';
import { useStaffMay } from '../../stores/session';
import { Card, ErrorState, PageHeader, Skeleton, Tabs } from '../../ui';
import { SettingsForm } from './settings/SettingsForm';
import { SETTING_TABS } from './settings/settingFields';
import { TelegramBotPanel } from './settings/TelegramBotPanel';

/** System Settings: General, Notifications, Payment, Telegram and Staff, each its own form and Save button. */
export function AdminSettingsScreen() {
  const t = useT();
  const values = useAdminSettingsStore(adminSettingsSelectors.values);
  const status = useAdminSettingsStore(adminSettingsSelectors.status);
  const error = useAdminSettingsStore(adminSettingsSelectors.error);
  const settingsRequested = useAdminSettingsStore((s) => s.settingsRequested);
  const [tab, setTab] = useState<SettingGroup>('general');
  // The bot's status is part of the Telegram settings, the owner's (issue 46).
  const seesBot = useStaffMay('ownerOnly');

  useEffect(() => {
    void settingsRequested();
  }, [settingsRequested]);

  const loaded = status === 'ready' || Object.keys(values).length > 0;

  return (
    <>
      <PageHeader title={t('adminPayments.settings.title')} description={t('adminPayments.settings.description')} />
      {status === 'error' && !loaded ? (
        <ErrorState title={t('adminPayments.settings.loadFailed')} description={error ?? undefined} onRetry={() => void settingsRequested()} />
      ) : (
        <Panel>
          <Tabs
            label={t('adminPayments.settings.tabsLabel')}
            value={tab}
            onValueChange={setTab}
            items={SETTING_GROUPS.map((group) => ({
              value: group,
              label: t(SETTING_TABS[group].titleId),
              content: loaded ? (
                <>
                  {group === 'telegram' && seesBot && <TelegramBotPanel />}
                  <SettingsForm group={group} values={values} />
                </>
              ) : (
                <Loading aria-busy="true">
                  <Skeleton $height={46} />
                  <Skeleton $height={46} />
                  <Skeleton $height={46} />
                </Loading>
              ),
            }))}
          />
        </Panel>
      )}
    </>
  );
}

const Panel = styled(Card)`
  max-width: 760px;
`;

const Loading = styled.div`
  display: grid;
  gap: 16px;
`;
