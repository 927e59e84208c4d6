import { zodResolver } from '@hookform/resolvers/zod';
import { CompRequest, type AdminUser } from '@signals/protocol';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { formatUsd } from '../../../lib/format';
import { formatDate } from '../../../lib/formatDates';
import { useUsersStore } from '../../../stores/admin/users';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextAreaField, TextField } from '../../../ui';

type CompValues = z.output<typeof CompRequest>;

/** Comp premium: days of premium without payment, and why (kept in the audit log); never counted as revenue. */
export function CompUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const userComped = useUsersStore((s) => s.userComped);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompRequest, unknown, CompValues>({ resolver: zodResolver(CompRequest), defaultValues: { days: 30, reason: '' } });

  const onSubmit = async (values: CompValues) => {
    try {
      const { user: updated, awaitingApproval } = await userComped(user.id, values);
      toast(
        awaitingApproval
          ? {
              title: t('adminPlans.comp.asked.title'),
              description: t('adminPlans.comp.asked.description', { username: user.username, worth: formatUsd(awaitingApproval.worthUsd) }),
              variant: 'default',
            }
          : {
              title: t('adminPlans.comp.done.title'),
              description: t('adminPlans.comp.done.description', { username: user.username, date: formatDate(updated.subscriptionEndDate) }),
              variant: 'success',
            },
      );
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['days', 'reason'])) {
        toast({ title: t('adminPlans.comp.failed'), description: errorMessage(error, t('common.somethingWrong')), variant: 'destructive' });
      }
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('adminPlans.comp.title', { username: user.username })}
      description={t(user.isPremium ? 'adminPlans.comp.descriptionPremium' : 'adminPlans.comp.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {t('adminPlans.comp.submit')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextField label={t('adminPlans.comp.days')} type="number" inputMode="numeric" min={1} max={3660} step={1} error={errors.days?.message} {...register('days', { valueAsNumber: true })} />
        <TextAreaField label={t('adminPlans.comp.reason')} hint={t('adminPlans.comp.reasonHint')} rows={3} error={errors.reason?.message} {...register('reason')} />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;
