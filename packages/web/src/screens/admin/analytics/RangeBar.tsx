import { DownloadIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { routeUrl } from '../../../api';
import { useT } from '../../../i18n/useT';
import { analyticsQuery, type AnalyticsRange } from '../../../stores/admin/analytics';
import { Button, TextField } from '../../../ui';
import { buttonStyles } from '../../../ui/Button';

interface RangeBarProps {
  range: AnalyticsRange;
  busy: boolean;
  onApply: (range: AnalyticsRange) => void;
}

/** The range of the figures (from, to: whole days) and the two CSV downloads for the same range. */
export function RangeBar({ range, busy, onApply }: RangeBarProps) {
  const t = useT();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const reversed = from !== '' && to !== '' && from > to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reversed) {
      onApply({ from, to });
    }
  };
  const query = analyticsQuery(range);
  return (
    <Bar>
      <Form onSubmit={submit} noValidate aria-label={t('adminPlans.analytics.range.label')}>
        <TextField label={t('adminPlans.analytics.range.from')} type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
        <TextField
          label={t('adminPlans.analytics.range.to')}
          type="date"
          value={to}
          min={from || undefined}
          error={reversed ? t('validation.plans.rangeOrder') : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={busy} disabled={reversed}>
          {t('adminPlans.analytics.range.apply')}
        </Button>
      </Form>
      <Exports>
        <Download href={routeUrl('adminExportPayments', { query })} download $variant="secondary" $size="md" $fullWidth={false}>
          <DownloadIcon size={16} />
          {t('adminPlans.analytics.export.payments')}
        </Download>
        <Download href={routeUrl('adminExportSubscriptions', { query })} download $variant="secondary" $size="md" $fullWidth={false}>
          <DownloadIcon size={16} />
          {t('adminPlans.analytics.export.subscriptions')}
        </Download>
      </Exports>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  align-items: start;
  gap: 10px;

  > button {
    grid-column: 1 / -1;
  }
  @media (min-width: 640px) {
    grid-template-columns: 180px 180px auto;

    > button {
      grid-column: auto;
      margin-top: 27px;
      height: 44px;
    }
  }
`;

const Exports = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Download = styled.a<{ $variant: 'secondary'; $size: 'md'; $fullWidth: boolean }>`
  ${buttonStyles}
`;
