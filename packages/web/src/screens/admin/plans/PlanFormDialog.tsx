import { zodResolver } from '@hookform/resolvers/zod';
import { PlanInput, type Plan, type PlanUpdate } from '@signals/protocol';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useAdminPlansStore } from '../../../stores/admin/plans';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextField } from '../../../ui';
import { Notice } from '../../user/common/Notice';
import { CheckboxField, DialogForm, FieldRow } from '../components/form';

type PlanValues = z.output<typeof PlanInput>;
const FIELDS = ['code', 'name', 'months', 'priceUsd', 'trialDays'] as const;
const EDITABLE = ['name', 'months', 'priceUsd', 'trialDays', 'isActive'] as const;

/**
 * Add a plan, or change one. The code names a plan across repricings and is fixed once made; a bought plan's new price
 * or length becomes a new plan with the same code (the server decides and says so in its answer: another id).
 */
export function PlanFormDialog({ plan, onClose }: { plan?: Plan; onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const planCreated = useAdminPlansStore((s) => s.planCreated);
  const planUpdated = useAdminPlansStore((s) => s.planUpdated);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<PlanInput, unknown, PlanValues>({
    resolver: zodResolver(PlanInput),
    defaultValues: {
      code: plan?.code ?? '',
      name: plan?.name ?? '',
      months: plan?.months ?? 1,
      priceUsd: plan?.priceUsd ?? ('' as unknown as number),
      trialDays: plan?.trialDays ?? 0,
      isActive: plan?.isActive ?? true,
    },
  });

  const onSubmit = async (values: PlanValues) => {
    try {
      if (plan) {
        // Only what changed: the server reprices a bought plan on a new price or length, not on one sent unchanged.
        const patch = Object.fromEntries(EDITABLE.filter((key) => dirtyFields[key]).map((key) => [key, values[key]])) as PlanUpdate;
        if (Object.keys(patch).length === 0) {
          onClose();
          return;
        }
        const saved = await planUpdated(plan.id, patch);
        toast({
          title: t(saved.id === plan.id ? 'adminPlans.plans.toast.updated' : 'adminPlans.plans.toast.repriced'),
          description: saved.name,
          variant: 'success',
        });
      } else {
        const saved = await planCreated(values);
        toast({ title: t('adminPlans.plans.toast.created'), description: saved.name, variant: 'success' });
      }
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, FIELDS)) {
        toast({ title: t('adminPlans.plans.toast.failed'), description: errorMessage(error, t('common.somethingWrong')), variant: 'destructive' });
      }
    }
  };

  const repricing = plan !== undefined && (dirtyFields.priceUsd || dirtyFields.months);
  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title={plan ? t('adminPlans.plans.form.editTitle', { name: plan.name }) : t('adminPlans.plans.add')}
      description={t('adminPlans.plans.form.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {plan ? t('adminPlans.save') : t('adminPlans.plans.add')}
          </Button>
        </>
      }
    >
      <DialogForm id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <FieldRow>
          <TextField
            label={t('adminPlans.plans.form.code')}
            hint={t('adminPlans.plans.form.codeHint')}
            autoComplete="off"
            spellCheck={false}
            readOnly={plan !== undefined}
            error={errors.code?.message}
            {...register('code')}
          />
          <TextField label={t('adminPlans.plans.form.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
        </FieldRow>
        <FieldRow $columns={3}>
          <TextField label={t('adminPlans.plans.form.months')} type="number" inputMode="numeric" min={1} max={36} step={1} error={errors.months?.message} {...register('months', { valueAsNumber: true })} />
          <TextField label={t('adminPlans.plans.form.price')} type="number" inputMode="decimal" min={0} step={0.01} error={errors.priceUsd?.message} {...register('priceUsd', { valueAsNumber: true })} />
          <TextField
            label={t('adminPlans.plans.form.trialDays')}
            type="number"
            inputMode="numeric"
            min={0}
            max={90}
            step={1}
            error={errors.trialDays?.message}
            {...register('trialDays', { valueAsNumber: true })}
          />
        </FieldRow>
        {repricing && (
          <Notice tone="info" title={t('adminPlans.plans.form.repriceTitle')}>
            {t('adminPlans.plans.form.repriceText')}
          </Notice>
        )}
        <CheckboxField variant="switch" label={t('adminPlans.plans.form.active')} description={t('adminPlans.plans.form.activeHint')} {...register('isActive')} />
      </DialogForm>
    </Dialog>
  );
}
