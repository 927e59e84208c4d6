import type { Cancellation } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatCount } from '../../../lib/format';
import { formatDateTime } from '../../../lib/formatDates';
import type { ListStatus } from '../../../stores/admin/pagedList';
import { Card, CardDescription, CardTitle, ErrorState, Skeleton } from '../../../ui';
import { CANCEL_REASON_ADMIN_LABELS } from './reasonLabels';
import { reasonCounts } from './figures';
import { ShareBar } from './ShareBar';

/** Why members cancelled: a count per reason, then the latest cancellations with their comments. */
export function CancellationReasons({ rows, status, onRetry }: { rows: Cancellation[]; status: ListStatus; onRetry: () => void }) {
  const t = useT();
  const counts = reasonCounts(rows);
  const most = Math.max(1, ...counts.map((row) => row.count));
  const commented = rows.filter((row) => row.comment).slice(0, 6);
  return (
    <Card>
      <CardTitle>{t('adminPlans.analytics.reasons.title')}</CardTitle>
      <CardDescription>{rows.length > 0 ? t('adminPlans.analytics.reasons.description', { count: rows.length }) : t('adminPlans.analytics.reasons.descriptionEmpty')}</CardDescription>
      {status === 'error' ? (
        <ErrorState title={t('adminPlans.analytics.reasons.failed')} onRetry={onRetry} />
      ) : status !== 'ready' ? (
        <Skeleton $height={180} $radius="12px" />
      ) : rows.length === 0 ? (
        <None>{t('adminPlans.analytics.reasons.none')}</None>
      ) : (
        <>
          <Counts>
            {counts.map(({ reason, count }) => (
              <li key={reason}>
                <span>{t(CANCEL_REASON_ADMIN_LABELS[reason])}</span>
                <ShareBar share={count / most} tone="loss" thickness={8} />
                <strong>{formatCount(count)}</strong>
              </li>
            ))}
          </Counts>
          {commented.length > 0 && (
            <Comments>
              {commented.map((row) => (
                <li key={row.id}>
                  <q>{row.comment}</q>
                  <small>{t('adminPlans.analytics.reasons.by', { username: row.username, reason: t(CANCEL_REASON_ADMIN_LABELS[row.reason]), date: formatDateTime(row.createdAt) })}</small>
                </li>
              ))}
            </Comments>
          )}
        </>
      )}
    </Card>
  );
}

const None = styled.p`
  margin-top: 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const Counts = styled.ul`
  display: grid;
  gap: 10px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: minmax(0, 11rem) minmax(0, 1fr) 2.5rem;
    align-items: center;
    gap: 10px;
    font-size: 13.5px;
  }
  strong {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Comments = styled.ul`
  display: grid;
  gap: 10px;
  margin: 18px 0 0;
  padding: 14px 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;

  li {
    display: grid;
    gap: 2px;
  }
  q {
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;
