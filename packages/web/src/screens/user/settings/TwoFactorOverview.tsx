import { ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useAccountStore } from '../../../stores/account';
import { toast } from '../../../stores/toast';
import { Button, Card, CardDescription } from '../../../ui';
import { StatusBadge } from '../account/StatusBadge';
import { CodeForm } from './CodeForm';
import { PasswordConfirmForm } from './PasswordConfirmForm';

/** Two-factor as it stands, with the way to turn it on (starts the set-up) or off (needs a code). */
export function TwoFactorOverview({ enabled }: { enabled: boolean }) {
  const setupStarted = useAccountStore((s) => s.twoFactorSetupStarted);
  const disabled = useAccountStore((s) => s.twoFactorDisabled);
  const [starting, setStarting] = useState(false);
  const [disabling, setDisabling] = useState(false);

  const handleSetup = async (password: string) => {
    try {
      await setupStarted(password);
    } catch (error) {
      toast({ title: 'Setup failed', description: errorMessage(error, 'Failed to setup 2FA. Please try again.'), variant: 'destructive' });
      throw error;
    }
  };

  const handleDisable = async ({ code, password }: { code: string; password: string }) => {
    try {
      await disabled(code, password);
      setDisabling(false);
      toast({ title: '2FA Disabled', description: 'Signing in now needs only your password.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Failed to disable 2FA', description: errorMessage(error, 'Invalid code. Please try again.'), variant: 'destructive' });
      throw error;
    }
  };

  return (
    <Card>
      <Head>
        <Shield $on={enabled}>
          <ShieldCheckIcon size={22} />
        </Shield>
        <div>
          <TitleRow>
            <Title>Authenticator app</Title>
            <StatusBadge tone={enabled ? 'profit' : 'neutral'}>{enabled ? 'Enabled' : 'Disabled'}</StatusBadge>
          </TitleRow>
          <CardDescription>
            {enabled
              ? 'Signing in asks for a 6-digit code from your authenticator app after your password.'
              : 'Add a second step to sign-in: a 6-digit code from an app on your phone. Someone who learns your password still cannot get in.'}
          </CardDescription>
        </div>
      </Head>
      <Footer>
        {!enabled && !starting && <Button onClick={() => setStarting(true)}>Set up two-factor</Button>}
        {!enabled && starting && (
          <PasswordConfirmForm
            explanation="Confirm it's you: enter your current password to see your set-up key."
            submitLabel="Continue"
            onConfirm={handleSetup}
            onCancel={() => setStarting(false)}
          />
        )}
        {enabled && !disabling && (
          <Button variant="secondary" onClick={() => setDisabling(true)}>
            Turn off two-factor
          </Button>
        )}
        {enabled && disabling && (
          <DisableBox>
            <DisableText>Enter your password and a current code from your app to turn two-factor off.</DisableText>
            <CodeForm submitLabel="Disable 2FA" submitVariant="destructive" withPassword onSubmitCode={handleDisable} onCancel={() => setDisabling(false)} />
          </DisableBox>
        )}
      </Footer>
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  gap: 14px;
`;

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

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Title = styled.h2`
  font-size: 17px;
  font-weight: 650;
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
