import { CopyIcon } from 'lucide-react';
import type { TwoFactorSetup } from '@signals/protocol';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
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
  const verified = useAccountStore((s) => s.twoFactorVerified);
  const cancelled = useAccountStore((s) => s.twoFactorSetupCancelled);

  const handleCode = async ({ code }: { code: string }) => {
    try {
      await verified(code);
      toast({ title: '2FA Enabled', description: 'From now on, signing in asks for a code from your app.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Verification failed', description: errorMessage(error, 'Invalid code. Please try again.'), variant: 'destructive' });
      throw error;
    }
  };

  return (
    <Card>
      <CardTitle>Set up your authenticator app</CardTitle>
      <CardDescription>Google Authenticator, 1Password, Authy or any app that supports time-based codes.</CardDescription>
      <Steps>
        <Step>
          <StepNumber aria-hidden="true">1</StepNumber>
          <StepBody>
            <StepTitle>Scan this QR code</StepTitle>
            <Qr src={setup.qrCodeUrl} alt="QR code to add this account to your authenticator app" width={200} height={200} />
          </StepBody>
        </Step>
        <Step>
          <StepNumber aria-hidden="true">2</StepNumber>
          <StepBody>
            <StepTitle>Or enter the key by hand</StepTitle>
            <SecretRow>
              <Secret>{grouped(setup.secretKey)}</Secret>
              <Button variant="secondary" size="sm" onClick={() => void copyText(setup.secretKey, 'Secret key')}>
                <CopyIcon size={15} />
                Copy
              </Button>
            </SecretRow>
            <Muted>Keep this key private: anyone who has it can generate your codes.</Muted>
          </StepBody>
        </Step>
        <Step>
          <StepNumber aria-hidden="true">3</StepNumber>
          <StepBody>
            <StepTitle>Enter the code the app shows</StepTitle>
            <CodeForm submitLabel="Verify and Enable" onSubmitCode={handleCode} onCancel={cancelled} />
            <Muted>Turning it on signs you out everywhere else: other devices sign in again with a code.</Muted>
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
