import { Trans } from '../../i18n/Trans';
import { ChartNoAxesCombinedIcon } from 'lucide-react';
import { useState } from 'react';
import { TrackRecordQuery } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { formatCount } from '../../lib/format';
import { formatDateTime } from '../../lib/formatDates';
import { useTrackRecord, useTrackRecordStore } from '../../stores/trackRecord';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../ui';
import { CumulativeCard } from './performance/CumulativeCard';
import { MethodNote } from './performance/MethodNote';
import { RecentSignals } from './performance/RecentSignals';
import { RecordFigures } from './performance/RecordFigures';
import { RecordFilters } from './performance/RecordFilters';
import { SignalLogCard } from './performance/SignalLogCard';
import { TypeTable } from './performance/TypeTable';
import { useRecordQuery } from './performance/useRecordQuery';

/**
 * The public track record (/performance, signed in or out): win rate,
 * average and cumulative result, the cumulative curve by month, the record
 * per market and the latest closed signals, all computed by the server from
 * the signals' recorded outcomes, and the signed head of the public log they
 * are committed to, with how to check it. Filters live in the address; the
 * figures follow new outcomes live (members) or every minute (visitors).
 */
export function PerformanceScreen() {
  const t = useT();
  const [query, setQuery] = useRecordQuery();
  // Dates the server would refuse (an end before the start) are said under them, in the reader's language, by the
  // protocol's own rule; the record keeps showing the last window asked for rather than give way to an error.
  const dateIssue = TrackRecordQuery.safeParse(query).error?.issues.find((issue) => issue.path[0] === 'to')?.message ?? null;
  const [asked, setAsked] = useState<TrackRecordQuery>(() => (dateIssue === null ? query : { type: query.type }));
  if (dateIssue === null && asked !== query) {
    setAsked(query);
  }
  const { record, status, error } = useTrackRecord(asked);
  const filtered = Boolean(asked.type || asked.from || asked.to);

  return (
    <>
      <PageHeader
        title={t('content.performance.title')}
        documentTitle={t('content.performance.documentTitle')}
        description={t('content.performance.description')}
      />
      <Stack>
        <RecordFilters query={query} onChange={setQuery} dateError={dateIssue ?? (status === 'error' ? error : null)} />
        {record ? (
          record.closed === 0 && record.cancelled === 0 && record.voided === 0 ? (
            <EmptyState
              icon={ChartNoAxesCombinedIcon}
              title={t(filtered ? 'content.performance.empty.filtered.title' : 'content.performance.empty.title')}
              description={[
                t(filtered ? 'content.performance.empty.filtered.description' : 'content.performance.empty.description'),
                // Published but still open: what the record will count once they close.
                record.awaiting > 0 ? t('content.performance.empty.awaiting', { count: record.awaiting, awaiting: formatCount(record.awaiting) }) : '',
              ]
                .filter(Boolean)
                .join(' ')}
            />
          ) : (
            <>
              <AsOf>
                <Trans
                  id={filtered ? 'content.performance.asOf.filtered' : 'content.performance.asOf'}
                  values={{ closed: formatCount(record.closed), total: formatCount(record.total), date: formatDateTime(record.asOf) }}
                  components={{ 0: <time dateTime={record.asOf} /> }}
                />
              </AsOf>
              <RecordFigures record={record} />
              {record.byMonth.length > 0 && <CumulativeCard byMonth={record.byMonth} />}
              {/* With one market picked, the other rows would only be zeros. */}
              {!asked.type && <TypeTable byType={record.byType} />}
              <RecentSignals signals={record.recent} />
            </>
          )
        ) : status === 'error' ? (
          <ErrorState
            title={t('content.performance.error.title')}
            description={error ?? undefined}
            retryLabel={t(filtered ? 'content.performance.clearFilters' : 'common.retry')}
            onRetry={() => (filtered ? setQuery({}) : void useTrackRecordStore.getState().recordRequested(asked, true))}
          />
        ) : (
          <Loading role="status" aria-busy="true" aria-label={t('content.performance.loading')}>
            <Skeleton $height={96} $radius="16px" />
            <Skeleton $height={96} $radius="16px" />
            <Skeleton $height={96} $radius="16px" />
            <Skeleton $height={96} $radius="16px" />
          </Loading>
        )}
        <MethodNote />
        {/* Shown whatever the filters and even before any close: the log holds every publication too. */}
        <SignalLogCard />
      </Stack>
    </>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const AsOf = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
`;

const Loading = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;

  @media (min-width: 900px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
