import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { accountSelectors, useAccountStore, type TwoFactorProof } from '../../../stores/account';
import { toast } from '../../../stores/toast';
import { Button } from '../../../ui';
import { StatusBadge } from '../account/StatusBadge';
import { CodeForm } from './CodeForm';

/** At or under this many codes left, the count turns to a warning: time to make a new set. */
const FEW_LEFT = 3;

/** The recovery codes under two-factor: how many are left, and a new set (password and a code or a recovery code). */
export function RecoveryCodesSection() {
  const t = useT();
  const left = useAccountStore(accountSelectors.recoveryCodesLeft);
  const renewed = useAccountStore((s) => s.recoveryCodesRenewed);
  const [renewing, setRenewing] = useState(false);

  const handleRenew = async (proof: TwoFactorProof) => {
    try {
      await renewed(proof);
      setRenewing(false);
      toast({ title: t('settings.twoFactor.recovery.renewed.title'), description: t('settings.twoFactor.recovery.renewed.description'), variant: 'success' });
    } catch (error) {
      toast({ title: t('settings.twoFactor.recovery.renewFailed'), description: errorMessage(error, t('settings.twoFactor.invalidCode')), variant: 'destructive' });
      throw error;
    }
  };

  return (
    <Section aria-labelledby="recovery-codes-heading">
      <Head>
        <Title id="recovery-codes-heading">{t('settings.twoFactor.recovery.title')}</Title>
        <StatusBadge tone={left <= FEW_LEFT ? 'warning' : 'neutral'}>{t('settings.twoFactor.recovery.left', { count: left })}</StatusBadge>
      </Head>
      <Muted>{t('settings.twoFactor.recovery.description')}</Muted>
      {!renewing && (
        <div>
          <Button variant="secondary" onClick={() => setRenewing(true)}>
            {t('settings.twoFactor.recovery.renew')}
          </Button>
        </div>
      )}
      {renewing && (
        <>
          <Muted>{t('settings.twoFactor.recovery.renew.explanation')}</Muted>
          <CodeForm submitLabel={t('settings.twoFactor.recovery.renew.submit')} withPassword allowRecoveryCode onSubmitCode={handleRenew} onCancel={() => setRenewing(false)} />
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 20px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Title = styled.h3`
  font-size: 15px;
  font-weight: 650;
`;

const Muted = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
