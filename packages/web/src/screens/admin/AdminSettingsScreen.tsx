import type { SettingGroup } from '@signals/protocol';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { adminSettingsSelectors, useAdminSettingsStore } from '../../stores/admin/settings';
import { Card, ErrorState, PageHeader, Skeleton, Tabs } from '../../ui';
import { SettingsForm } from './settings/SettingsForm';
import { SETTING_TABS } from './settings/settingFields';

const GROUPS: SettingGroup[] = ['general', 'notifications', 'payment'];

/** System Settings: General, Notifications and Payment, each its own form and Save button. */
export function AdminSettingsScreen() {
  const values = useAdminSettingsStore(adminSettingsSelectors.values);
  const status = useAdminSettingsStore(adminSettingsSelectors.status);
  const error = useAdminSettingsStore(adminSettingsSelectors.error);
  const settingsRequested = useAdminSettingsStore((s) => s.settingsRequested);
  const [tab, setTab] = useState<SettingGroup>('general');

  useEffect(() => {
    void settingsRequested();
  }, [settingsRequested]);

  const loaded = status === 'ready' || Object.keys(values).length > 0;

  return (
    <>
      <PageHeader title="System Settings" description="General, notification and payment settings. Each tab saves only its own settings." />
      {status === 'error' && !loaded ? (
        <ErrorState title="Could not load the settings" description={error ?? undefined} onRetry={() => void settingsRequested()} />
      ) : (
        <Panel>
          <Tabs
            label="Settings groups"
            value={tab}
            onValueChange={setTab}
            items={GROUPS.map((group) => ({
              value: group,
              label: SETTING_TABS[group].title,
              content: loaded ? (
                <SettingsForm group={group} values={values} />
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
