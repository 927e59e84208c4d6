import type { DepositProgress } from '@signals/protocol';
import { LoaderCircleIcon } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { paymentSelectors, usePaymentsStore } from '../../../stores/payments';
import { formatTokenAmount } from '../../../lib/format';
import { ErrorState, Skeleton } from '../../../ui';
import { Meter } from '../../../ui/Meter';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { CopyField } from '../common/CopyField';
import type { PayAmount } from './methods';
import { TestUsdtSender } from './TestUsdtSender';

/**
 * USDT where on-chain payments are on (issue 22): the member's own deposit
 * address, with its QR code and a copy button. A transfer to it is theirs
 * alone, so there is no form: the server credits it once it has its
 * confirmations.
 */
export function DepositAddressPanel({ amount }: { amount: PayAmount }) {
  const t = useT();
  const { status, address: deposit } = usePaymentsStore(paymentSelectors.deposit);
  const depositRequested = usePaymentsStore((s) => s.depositRequested);
  const demoChain = useSettingsStore((s) => settingsSelectors.publicSettings(s).demoChainEnabled);
  useEffect(() => {
    void depositRequested();
  }, [depositRequested]);

  if (status === 'error') {
    return <ErrorState title={t('premium.deposit.failed')} onRetry={() => void depositRequested(true)} />;
  }
  if (!deposit) {
    return <Skeleton $height={360} $radius="12px" aria-label={t('premium.deposit.loading')} />;
  }
  return (
    <Stack>
      <QrFrame>
        <img src={deposit.qrCodeUrl} width={200} height={200} alt={t('premium.deposit.qrAlt')} />
      </QrFrame>
      <CopyField label={t('premium.deposit.address')} value={deposit.address} />
      <Facts>
        <li>{t('premium.deposit.networkOnly')}</li>
        <li>{t('premium.deposit.yours')}</li>
        <li>{t('premium.deposit.credited', { confirmations: deposit.confirmations })}</li>
      </Facts>
      <DepositStatus progress={deposit.progress} />
      {demoChain && <TestUsdtSender amount={amount.token} />}
    </Stack>
  );
}

/**
 * Where the member's transfer stands, live: waiting for it, seen and gathering confirmations, confirmed with its credit
 * delayed (the server tries again), or confirmed but short of the price (what is missing). Once a payment is complete
 * the member is Premium and the page says so instead.
 */
function DepositStatus({ progress }: { progress: DepositProgress }) {
  const t = useT();
  const seen = progress.transfers.find((transfer) => transfer.status === 'seen');
  const delayed = progress.transfers.find((transfer) => transfer.status === 'delayed');
  if (delayed && !seen) {
    return (
      <Status role="status" $tone="warning">
        <Line>{t('premium.deposit.delayed', { amount: formatTokenAmount(delayed.amount) })}</Line>
      </Status>
    );
  }
  if (seen) {
    return (
      <Status role="status">
        <Line>
          <LoaderCircleIcon size={18} aria-hidden="true" />
          {t('premium.deposit.seen', { amount: formatTokenAmount(seen.amount), confirmations: seen.confirmations, required: progress.required })}
        </Line>
        <Meter value={seen.confirmations} max={progress.required} label={t('premium.deposit.confirmations')} />
      </Status>
    );
  }
  if (progress.missing !== null) {
    return (
      <Status role="status" $tone="warning">
        <Line>{t('premium.deposit.underpaid', { received: formatTokenAmount(progress.received), missing: formatTokenAmount(progress.missing) })}</Line>
      </Status>
    );
  }
  return (
    <Status role="status">
      <Line>
        <LoaderCircleIcon size={18} aria-hidden="true" />
        {t('premium.deposit.waiting')}
      </Line>
    </Status>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

const QrFrame = styled.div`
  align-self: center;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #fff;
  line-height: 0;
`;

const Facts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding-left: 18px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  line-height: 1.5;
`;

const Status = styled.div<{ $tone?: 'warning' }>`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningSoft : theme.colors.accentSoft)};
  font-size: 14px;
  font-weight: 600;
  line-height: 1.45;
`;

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;

  svg {
    flex: none;
    animation: spin 1.2s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      animation: none;
    }
  }
`;
