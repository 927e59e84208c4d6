import { CopyIcon } from 'lucide-react';
import type { TwoFactorSetup } from '@signals/protocol';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { useAccountStore } from '../../../stores/account';
import { toast } from '../../../stores/toast';
import { Button, Card, CardDescription, CardTitle } from '../../../ui';
import { copyText } from '../account/copyText';
import { CodeForm } from './CodeForm';

/** Groups a base32 secret in fours, as authenticator apps print it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Step two of enabling: scan the QR code (or type the secret), then prove it with a code. */
export function TwoFactorSetupPanel({ setup }: { setup: TwoFactorSetup }) {
  const t = useT();
  const verified = useAccountStore((s) => s.twoFactorVerified);
  const cancelled = useAccountStore((s) => s.twoFactorSetupCancelled);

  const handleCode = async ({ code = '' }: { code?: string | undefined }) => {
    try {
      await verified(code);
      toast({ title: t('settings.twoFactor.enabled.title'), description: t('settings.twoFactor.enabled.description'), variant: 'success' });
    } catch (error) {
      toast({ title: t('settings.twoFactor.verifyFailed'), description: errorMessage(error, t('settings.twoFactor.invalidCode')), variant: 'destructive' });
      throw error;
    }
  };

  return (
    <Card>
      <CardTitle>{t('settings.twoFactor.setup.title')}</CardTitle>
      <CardDescription>{t('settings.twoFactor.setup.apps')}</CardDescription>
      <Steps>
        <Step>
          <StepNumber aria-hidden="true">1</StepNumber>
          <StepBody>
            <StepTitle>{t('settings.twoFactor.setup.scan')}</StepTitle>
            <Qr src={setup.qrCodeUrl} alt={t('settings.twoFactor.setup.qr')} width={200} height={200} />
          </StepBody>
        </Step>
        <Step>
          <StepNumber aria-hidden="true">2</StepNumber>
          <StepBody>
            <StepTitle>{t('settings.twoFactor.setup.manual')}</StepTitle>
            <SecretRow>
              <Secret>{grouped(setup.secretKey)}</Secret>
              <Button variant="secondary" size="sm" onClick={() => void copyText(setup.secretKey, 'secretKey')}>
                <CopyIcon size={15} />
                {t('common.copy')}
              </Button>
            </SecretRow>
            <Muted>{t('settings.twoFactor.setup.keepPrivate')}</Muted>
          </StepBody>
        </Step>
        <Step>
          <StepNumber aria-hidden="true">3</StepNumber>
          <StepBody>
            <StepTitle>{t('settings.twoFactor.setup.enterCode')}</StepTitle>
            <CodeForm submitLabel={t('settings.twoFactor.setup.submit')} onSubmitCode={handleCode} onCancel={cancelled} />
            <Muted>{t('settings.twoFactor.setup.signsOut')}</Muted>
          </StepBody>
        </Step>
      </Steps>
    </Card>
  );
}

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 24px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: flex;
  gap: 14px;
`;

const StepNumber = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 13px;
  font-weight: 700;
`;

const StepBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
`;

const StepTitle = styled.h3`
  font-size: 15px;
  font-weight: 650;
  line-height: 28px;
`;

const Qr = styled.img`
  width: 200px;
  height: 200px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #ffffff;
  image-rendering: pixelated;
`;

const SecretRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
`;

const Secret = styled.code`
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 14px;
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
  user-select: all;
`;

const Muted = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
