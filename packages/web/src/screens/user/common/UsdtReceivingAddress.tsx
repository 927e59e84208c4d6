import { PAYMENT_METHOD_DETAILS, PAYMENT_NETWORK, receivingWalletState, takesPayments } from '@signals/protocol';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { paymentSelectors, usePaymentsStore } from '../../../stores/payments';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { Button, Skeleton } from '../../../ui';
import { CopyField } from './CopyField';
import { DemoWalletNotice } from './DemoWalletNotice';
import { Notice } from './Notice';

/**
 * Where a member sends USDT, the same on every screen that says it (issue 40): their own deposit address where
 * on-chain payments are on (the watcher credits what reaches it), else the service's wallet, with its claim form on
 * /payment. The service's wallet is never shown beside on-chain payments: a transfer to it could not be credited.
 */
export function UsdtReceivingAddress() {
  const onChain = useSettingsStore(settingsSelectors.chainPayments);
  return onChain ? <OwnDepositAddress /> : <ServiceWallet />;
}

function OwnDepositAddress() {
  const t = useT();
  const { status, address } = usePaymentsStore(paymentSelectors.deposit);
  const depositRequested = usePaymentsStore((s) => s.depositRequested);
  useEffect(() => {
    void depositRequested();
  }, [depositRequested]);
  if (status === 'error') {
    return (
      <Notice
        tone="warning"
        title={t('premium.deposit.failed')}
        action={
          <Button variant="secondary" size="sm" onClick={() => void depositRequested(true)}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!address) {
    return <Skeleton $height={84} $radius="12px" aria-label={t('premium.deposit.loading')} />;
  }
  return (
    <Own>
      <CopyField label={t('premium.deposit.address')} value={address.address} />
      <small>{t('premium.deposit.yours')}</small>
    </Own>
  );
}

function ServiceWallet() {
  const t = useT();
  const address = useSettingsStore((s) => settingsSelectors.publicSettings(s).walletAddresses.usdt);
  const wallet = receivingWalletState('usdt', address);
  return (
    <>
      {wallet === 'demo' && <DemoWalletNotice method="usdt" />}
      {address && takesPayments(wallet) ? (
        <CopyField label={t('premium.offer.address', { network: PAYMENT_NETWORK })} value={address} />
      ) : (
        <Notice tone="warning" title={t('premium.offer.unavailable')}>
          {wallet === 'invalid' ? t('premium.method.invalidAddress', { method: PAYMENT_METHOD_DETAILS.usdt.label }) : t('premium.offer.noAddress')}
        </Notice>
      )}
    </>
  );
}

const Own = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
    line-height: 1.45;
  }
`;
