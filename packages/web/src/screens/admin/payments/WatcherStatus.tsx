import type { ChainWatchStatus } from '@signals/protocol';
import { RadioTowerIcon, TriangleAlertIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatDateTime } from '../../../lib/formatDates';
import { Spinner } from '../../../ui';
import { AlertBanner } from '../../../ui/AlertBanner';

/**
 * How the chain watcher is doing: where it has read to, or, while the RPC
 * fails, a red banner saying since when and why. Deposits wait for the RPC,
 * so a failing one is the thing the admin must not miss; so are transfers
 * confirmed but not credited, which a second banner counts (the list says why).
 */
export function WatcherStatus({ watch }: { watch: ChainWatchStatus }) {
  const t = useT();
  return (
    <>
      <ReadingStatus watch={watch} />
      {watch.failedCredits > 0 && (
        <Banner role="alert">
          <TriangleAlertIcon size={18} aria-hidden="true" />
          <p>{t('adminPayments.chain.watch.failedCredits', { count: watch.failedCredits })}</p>
        </Banner>
      )}
    </>
  );
}

/** Where the watcher has read to, or since when and why the RPC fails. */
function ReadingStatus({ watch }: { watch: ChainWatchStatus }) {
  const t = useT();
  if (watch.lastError !== null) {
    return (
      <Banner role="alert">
        <TriangleAlertIcon size={18} aria-hidden="true" />
        {/* The RPC's message often ends its sentence ("HTTP request failed."); ours goes on after it. */}
        <p>{t('adminPayments.chain.watch.failing', { since: formatDateTime(watch.failingSince), error: watch.lastError.replace(/\.+$/, '') })}</p>
      </Banner>
    );
  }
  if (watch.headBlock === null || watch.creditedThrough === null) {
    return (
      <Line>
        <Spinner size={14} />
        {t('adminPayments.chain.watch.waiting')}
      </Line>
    );
  }
  return (
    <Line>
      <Healthy size={16} aria-hidden="true" />
      {/* Block numbers as explorers write them: no thousands separators. */}
      {t('adminPayments.chain.watch.healthy', { head: String(watch.headBlock), credited: String(watch.creditedThrough), required: watch.required })}
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin-bottom: 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
  line-height: 1.45;

  > * {
    flex: none;
    margin-top: 2px;
  }
`;

const Healthy = styled(RadioTowerIcon)`
  color: ${({ theme }) => theme.colors.profit};
`;

const Banner = styled(AlertBanner)`
  margin-bottom: 16px;
`;
