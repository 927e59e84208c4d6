import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { accountSelectors, useAccountStore } from '../../stores/account';
import { BackLink, Card, ErrorState, PageHeader, Skeleton } from '../../ui';
import { SettingsPage } from './account/SettingsPage';
import { RecoveryCodesPanel } from './settings/RecoveryCodesPanel';
import { TwoFactorOverview } from './settings/TwoFactorOverview';
import { TwoFactorSetupPanel } from './settings/TwoFactorSetupPanel';

/** Two-factor authentication: status, the set-up with QR code and secret, the recovery codes, and turning it off. */
export function TwoFactorSettingsScreen() {
  const t = useT();
  const status = useAccountStore(accountSelectors.twoFactorStatus);
  const error = useAccountStore(accountSelectors.twoFactorError);
  const enabled = useAccountStore(accountSelectors.twoFactorEnabled);
  const setup = useAccountStore(accountSelectors.twoFactorSetup);
  const requested = useAccountStore((s) => s.twoFactorStatusRequested);
  const freshCodes = useAccountStore(accountSelectors.freshRecoveryCodes);
  const codesSaved = useAccountStore((s) => s.recoveryCodesSaved);

  useEffect(() => {
    void requested();
  }, [requested]);

  return (
    <SettingsPage>
      <PageHeader
        title={t('settings.twoFactor.title')}
        description={t('settings.twoFactor.intro')}
        eyebrow={<BackLink to="/settings">{t('common.settings')}</BackLink>}
      />
      {status === 'error' && (
        <ErrorState title={t('settings.twoFactor.loadFailed')} description={error ?? undefined} retryLabel={t('common.retry')} onRetry={() => void requested()} />
      )}
      {(status === 'loading' || status === 'idle') && (
        <Card aria-busy="true" aria-label={t('settings.twoFactor.loading')}>
          <Lines>
            <Skeleton $height={22} $width="50%" />
            <Skeleton $height={14} $width="90%" />
            <Skeleton $height={42} $width="180px" />
          </Lines>
        </Card>
      )}
      {status === 'ready' && freshCodes && <RecoveryCodesPanel codes={freshCodes} onDone={codesSaved} />}
      {status === 'ready' && (setup && !enabled ? <TwoFactorSetupPanel setup={setup} /> : <TwoFactorOverview enabled={enabled} />)}
    </SettingsPage>
  );
}

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;
