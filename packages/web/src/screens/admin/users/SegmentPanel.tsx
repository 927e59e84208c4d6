import { DownloadIcon, FilterIcon } from 'lucide-react';
import type { BulkUserAction } from '@signals/protocol';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { routeUrl } from '../../../api';
import { formatCount } from '../../../lib/format';
import { useT } from '../../../i18n/useT';
import { EMPTY_SEGMENT_FORM, formFromSegment, segmentFromForm, segmentParam, segmentSize, type SegmentFormErrors, type UsersSegment } from '../../../stores/admin/users';
import { useStaffMay } from '../../../stores/session';
import { Badge, Button } from '../../../ui';
import { buttonStyles } from '../../../ui/Button';
import { SegmentFields } from './SegmentFields';

interface SegmentPanelProps {
  /** The segment the table shows. */
  applied: UsersSegment;
  /** How many members it holds on its own; null while counted. */
  total: number | null;
  onApply: (segment: UsersSegment) => void;
  onBulk: (action: BulkUserAction) => void;
}

/**
 * The member filter of the users screen (issue 46): the table, the CSV export and the bulk actions all act on the
 * segment applied here, and it says how many members that is. Each action shows only to a role that may take it (a
 * bulk action is the route's `broadcasts`, and the one-member action's capability besides).
 */
export function SegmentPanel({ applied, total, onApply, onBulk }: SegmentPanelProps) {
  const t = useT();
  const [open, setOpen] = useState(segmentSize(applied) > 0);
  const [form, setForm] = useState(() => formFromSegment(applied));
  const [errors, setErrors] = useState<SegmentFormErrors>({});
  const mayExport = useStaffMay('analytics');
  const bulk = useStaffMay('broadcasts');
  const mayComp = useStaffMay('moveMoney');
  const mayBan = useStaffMay('manageUsers');
  const may: Record<BulkUserAction, boolean> = { comp: bulk && mayComp, notify: bulk, ban: bulk && mayBan };
  const filters = segmentSize(applied);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = segmentFromForm(form);
    setErrors(result.errors ?? {});
    if (result.segment) {
      onApply(result.segment);
    }
  };
  const clear = () => {
    setForm(EMPTY_SEGMENT_FORM);
    setErrors({});
    onApply({});
  };

  return (
    <Panel>
      <Head>
        <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          <FilterIcon size={15} />
          {t('adminUsers.segment.title')}
          {filters > 0 && <Badge $tone="accent">{formatCount(filters)}</Badge>}
        </Button>
        {filters > 0 && <Count aria-live="polite">{total === null ? t('adminUsers.segment.counting') : t('adminUsers.segment.count', { count: total })}</Count>}
      </Head>
      {open && (
        <form onSubmit={apply} noValidate aria-label={t('adminUsers.segment.title')}>
          <Hint>{t('adminUsers.segment.description')}</Hint>
          <SegmentFields form={form} errors={errors} onChange={(patch) => setForm((current) => ({ ...current, ...patch }))} />
          <Row>
            <Buttons>
              <Button type="submit" size="sm">
                {t('adminUsers.segment.apply')}
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={clear}>
                {t('adminUsers.segment.clear')}
              </Button>
            </Buttons>
            <Buttons>
              {mayExport && (
                <Download href={routeUrl('adminExportUsers', { query: { segment: segmentParam(applied) } })} download $variant="secondary" $size="sm" $fullWidth={false}>
                  <DownloadIcon size={15} />
                  {t('adminUsers.segment.export')}
                </Download>
              )}
              {may.comp && (
                <Button type="button" variant="secondary" size="sm" onClick={() => onBulk('comp')}>
                  {t('adminUsers.segment.bulk.comp')}
                </Button>
              )}
              {may.notify && (
                <Button type="button" variant="secondary" size="sm" onClick={() => onBulk('notify')}>
                  {t('adminUsers.segment.bulk.notify')}
                </Button>
              )}
              {may.ban && (
                <Button type="button" variant="destructive" size="sm" onClick={() => onBulk('ban')}>
                  {t('adminUsers.segment.bulk.ban')}
                </Button>
              )}
            </Buttons>
          </Row>
        </form>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: 12px;
  margin-bottom: 16px;
  padding-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  form {
    display: grid;
    gap: 12px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 10px;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Download = styled.a<{ $variant: 'secondary'; $size: 'sm'; $fullWidth: boolean }>`
  ${buttonStyles}
`;
