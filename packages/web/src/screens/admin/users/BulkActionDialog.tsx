import { zodResolver } from '@hookform/resolvers/zod';
import { CompRequest, NotificationCreateRequest, type BulkUserAction, type BulkUserActionResult } from '@signals/protocol';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT, type Translate } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useUsersStore, type UsersSegment } from '../../../stores/admin/users';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextAreaField, TextField } from '../../../ui';

/** What the dialog asks for: the days and the reason of a comp, the title and text of a notification, nothing for a ban. */
interface BulkValues {
  days?: number;
  reason?: string;
  title?: string;
  message?: string;
}

/** Each action's fields are required for it: the same rules as the one-member comp and the notification form. */
const SCHEMAS: Record<BulkUserAction, z.ZodType<BulkValues, BulkValues>> = {
  comp: z.object({ days: CompRequest.shape.days, reason: CompRequest.shape.reason }),
  notify: z.object({ title: NotificationCreateRequest.shape.title, message: NotificationCreateRequest.shape.message }),
  ban: z.object({}),
};

interface BulkActionDialogProps {
  action: BulkUserAction;
  segment: UsersSegment;
  onClose: () => void;
}

/**
 * Comp, notify or ban the members of a segment (issue 46). The dialog counts the segment as it opens and names that
 * count on its button, so what is confirmed is what the server is about to reach; the answer says what it reached.
 */
export function BulkActionDialog({ action, segment, onClose }: BulkActionDialogProps) {
  const t = useT();
  const formId = useId();
  const segmentCounted = useUsersStore((s) => s.segmentCounted);
  const bulkActionRun = useUsersStore((s) => s.bulkActionRun);
  const [count, setCount] = useState<number | null>(null);
  const [countError, setCountError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BulkValues>({ resolver: zodResolver(SCHEMAS[action]), defaultValues: { days: 30, reason: '', title: '', message: '' } });

  useEffect(() => {
    let current = true;
    segmentCounted(segment).then(
      (total) => current && setCount(total),
      (error: unknown) => current && setCountError(errorMessage(error, t('common.somethingWrong'))),
    );
    return () => {
      current = false;
    };
  }, [segment, segmentCounted, t]);

  const onSubmit = async (values: BulkValues) => {
    const body =
      action === 'comp'
        ? { action, segment, days: values.days ?? 0, reason: values.reason ?? '' }
        : action === 'notify'
          ? { action, segment, title: values.title ?? '', message: values.message ?? '' }
          : { action, segment };
    try {
      const result = await bulkActionRun(body);
      toast({ title: t('adminUsers.bulk.done.title'), description: doneText(t, action, result), variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['days', 'reason', 'title', 'message'])) {
        toast({ title: t('adminUsers.bulk.failed'), description: errorMessage(error, t('common.somethingWrong')), variant: 'destructive' });
      }
    }
  };

  const ready = count !== null && count > 0;
  return (
    <Dialog
      open
      onClose={isSubmitting ? () => undefined : onClose}
      size="sm"
      title={count === null ? t(`adminUsers.bulk.${action}.heading`) : t(`adminUsers.bulk.${action}.title`, { count })}
      description={t(`adminUsers.bulk.${action}.description`)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={action === 'ban' ? 'destructive' : 'primary'} loading={isSubmitting} disabled={!ready}>
            {count === null ? t(`adminUsers.bulk.${action}.heading`) : t(`adminUsers.bulk.${action}.submit`, { count })}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <Status role="status">{countError ?? (count === null ? t('adminUsers.bulk.counting') : count === 0 ? t('adminUsers.bulk.empty') : t('adminUsers.segment.count', { count }))}</Status>
        {action === 'comp' && (
          <>
            <TextField label={t('adminPlans.comp.days')} type="number" inputMode="numeric" min={1} max={3660} step={1} error={errors.days?.message} {...register('days', { valueAsNumber: true })} />
            <TextAreaField label={t('adminPlans.comp.reason')} hint={t('adminPlans.comp.reasonHint')} rows={3} error={errors.reason?.message} {...register('reason')} />
          </>
        )}
        {action === 'notify' && (
          <>
            <TextField label={t('adminNotifications.form.title')} placeholder={t('adminNotifications.form.titlePlaceholder')} error={errors.title?.message} {...register('title')} />
            <TextAreaField label={t('adminNotifications.form.message')} rows={4} placeholder={t('adminNotifications.form.messagePlaceholder')} error={errors.message?.message} {...register('message')} />
          </>
        )}
      </Form>
    </Dialog>
  );
}

/** What the server says the action did. */
function doneText(t: Translate, action: BulkUserAction, result: BulkUserActionResult): string {
  const done = t(`adminUsers.bulk.done.${action}`, { count: result.reached });
  return result.awaitingApproval > 0 ? `${done} ${t('adminUsers.bulk.done.awaiting', { count: result.awaitingApproval })}` : done;
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Status = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
`;
