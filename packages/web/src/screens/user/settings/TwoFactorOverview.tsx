import { ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { useAccountStore, type TwoFactorProof } from '../../../stores/account';
import { toast } from '../../../stores/toast';
import { Button, Card, CardDescription } from '../../../ui';
import { StatusBadge } from '../account/StatusBadge';
import { CodeForm } from './CodeForm';
import { PasswordConfirmForm } from './PasswordConfirmForm';
import { RecoveryCodesSection } from './RecoveryCodesSection';
import { CardHead, CardTitle, CardTitleRow } from './SettingsCardHead';

/** Two-factor as it stands, with the way to turn it on (starts the set-up) or off (needs a code or a recovery code), and its recovery codes. */
export function TwoFactorOverview({ enabled }: { enabled: boolean }) {
  const t = useT();
  const setupStarted = useAccountStore((s) => s.twoFactorSetupStarted);
  const disabled = useAccountStore((s) => s.twoFactorDisabled);
  const [starting, setStarting] = useState(false);
  const [disabling, setDisabling] = useState(false);

  const handleSetup = async (password: string) => {
    try {
      await setupStarted(password);
    } catch (error) {
      toast({ title: t('settings.twoFactor.setupFailed'), description: errorMessage(error, t('settings.twoFactor.setupFailed.fallback')), variant: 'destructive' });
      throw error;
    }
  };

  const handleDisable = async (proof: TwoFactorProof) => {
    try {
      await disabled(proof);
      setDisabling(false);
      toast({ title: t('settings.twoFactor.disabled.title'), description: t('settings.twoFactor.disabled.description'), variant: 'success' });
    } catch (error) {
      toast({ title: t('settings.twoFactor.disableFailed'), description: errorMessage(error, t('settings.twoFactor.invalidCode')), variant: 'destructive' });
      throw error;
    }
  };

  return (
    <Card>
      <CardHead>
        <Shield $on={enabled}>
          <ShieldCheckIcon size={22} />
        </Shield>
        <div>
          <CardTitleRow>
            <CardTitle>{t('settings.twoFactor.app')}</CardTitle>
            <StatusBadge tone={enabled ? 'profit' : 'neutral'}>{t(enabled ? 'settings.twoFactor.status.on' : 'settings.twoFactor.status.off')}</StatusBadge>
          </CardTitleRow>
          <CardDescription>
            {t(enabled ? 'settings.twoFactor.on.description' : 'settings.twoFactor.off.description')}
          </CardDescription>
        </div>
      </CardHead>
      <Footer>
        {!enabled && !starting && <Button onClick={() => setStarting(true)}>{t('settings.twoFactor.setUp')}</Button>}
        {!enabled && starting && (
          <PasswordConfirmForm
            explanation={t('settings.twoFactor.confirm.explanation')}
            submitLabel={t('settings.twoFactor.continue')}
            onConfirm={handleSetup}
            onCancel={() => setStarting(false)}
          />
        )}
        {enabled && !disabling && (
          <Button variant="secondary" onClick={() => setDisabling(true)}>
            {t('settings.twoFactor.turnOff')}
          </Button>
        )}
        {enabled && disabling && (
          <DisableBox>
            <DisableText>{t('settings.twoFactor.turnOff.explanation')}</DisableText>
            <CodeForm
              submitLabel={t('settings.twoFactor.turnOff.submit')}
              submitVariant="destructive"
              withPassword
              allowRecoveryCode
              onSubmitCode={handleDisable}
              onCancel={() => setDisabling(false)}
            />
          </DisableBox>
        )}
      </Footer>
      {enabled && <RecoveryCodesSection />}
    </Card>
  );
}

const Shield = styled.span<{ $on: boolean }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $on }) => ($on ? theme.colors.profitSoft : theme.colors.surfaceHover)};
  color: ${({ theme, $on }) => ($on ? theme.colors.profit : theme.colors.textMuted)};
`;

const Footer = styled.div`
  margin-top: 20px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const DisableBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const DisableText = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
