import { PromoCodeInput, type Plan, type PromoCode } from '@signals/protocol';
import { useId } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import styled from 'styled-components';
import { errorMessage, isApiError } from '../../../api';
import { issuesOf } from '../../../lib/formIssues';
import { useT } from '../../../i18n/useT';
import { useAdminPlansStore } from '../../../stores/admin/plans';
import { toast } from '../../../stores/toast';
import { Button, Dialog, SelectField, TextField } from '../../../ui';
import { CheckboxField, DialogForm, FieldRow } from '../components/form';
import { promoField, promoFormValues, promoInput, type PromoFormValues } from './promoForm';

/** Puts issues (the schema's or the server's) on the fields that show them; true when one landed. */
function showIssues(issues: { path: string; message: string }[], setError: UseFormSetError<PromoFormValues>): boolean {
  let shown = false;
  for (const issue of issues) {
    const field = promoField(issue.path);
    if (field) {
      setError(field, { type: 'validate', message: issue.message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}

/**
 * Add or edit a promo code: the code, a percentage or an amount off, the plans it holds for (none: all), when it ends,
 * how many payments may use it, and who may (new members only, once per member).
 */
export function PromoFormDialog({ promo, plans, onClose }: { promo?: PromoCode; plans: Plan[]; onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const promoCodeCreated = useAdminPlansStore((s) => s.promoCodeCreated);
  const promoCodeUpdated = useAdminPlansStore((s) => s.promoCodeUpdated);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PromoFormValues>({ defaultValues: promoFormValues(promo) });
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = async (values: PromoFormValues) => {
    const input = promoInput(values);
    const checked = PromoCodeInput.safeParse(input);
    if (!checked.success) {
      showIssues(issuesOf(checked.error.issues), setError);
      return;
    }
    try {
      const saved = promo ? await promoCodeUpdated(promo.id, input) : await promoCodeCreated(input);
      toast({ title: t(promo ? 'adminPlans.promo.toast.updated' : 'adminPlans.promo.toast.created'), description: saved.code, variant: 'success' });
      onClose();
    } catch (error) {
      if (!(isApiError(error) && showIssues(error.issues, setError))) {
        toast({ title: t('adminPlans.promo.toast.failed'), description: errorMessage(error, t('common.somethingWrong')), variant: 'destructive' });
      }
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={promo ? t('adminPlans.promo.form.editTitle', { code: promo.code }) : t('adminPlans.promo.add')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {promo ? t('adminPlans.save') : t('adminPlans.promo.add')}
          </Button>
        </>
      }
    >
      <DialogForm id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextField
          label={t('adminPlans.promo.form.code')}
          hint={t('adminPlans.promo.form.codeHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          error={errors.code?.message}
          {...register('code')}
        />
        <FieldRow>
          <SelectField label={t('adminPlans.promo.form.kind')} {...register('kind')}>
            <option value="percent">{t('adminPlans.promo.form.kind.percent')}</option>
            <option value="amount">{t('adminPlans.promo.form.kind.amount')}</option>
          </SelectField>
          <TextField
            label={t(kind === 'percent' ? 'adminPlans.promo.form.percent' : 'adminPlans.promo.form.amount')}
            inputMode="decimal"
            autoComplete="off"
            error={errors.value?.message}
            {...register('value')}
          />
        </FieldRow>
        <Plans aria-describedby={`${formId}-plans-hint`}>
          <legend>{t('adminPlans.promo.form.plans')}</legend>
          <Hint id={`${formId}-plans-hint`}>{t('adminPlans.promo.form.plansHint')}</Hint>
          <PlanGrid>
            {plans.map((plan) => (
              <PlanOption key={plan.id}>
                <input type="checkbox" value={String(plan.id)} {...register('planIds')} />
                <span>{plan.name}</span>
                {!plan.isActive && <small>{t('adminPlans.status.inactive')}</small>}
              </PlanOption>
            ))}
          </PlanGrid>
          {errors.planIds?.message && <ErrorLine role="alert">{errors.planIds.message}</ErrorLine>}
        </Plans>
        <FieldRow>
          <TextField label={t('adminPlans.promo.form.expiresAt')} hint={t('adminPlans.promo.form.expiresAtHint')} type="datetime-local" error={errors.expiresAt?.message} {...register('expiresAt')} />
          <TextField
            label={t('adminPlans.promo.form.maxRedemptions')}
            hint={t('adminPlans.promo.form.maxRedemptionsHint')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.maxRedemptions?.message}
            {...register('maxRedemptions')}
          />
        </FieldRow>
        <CheckboxField label={t('adminPlans.promo.form.newMembersOnly')} description={t('adminPlans.promo.form.newMembersOnlyHint')} {...register('newMembersOnly')} />
        <CheckboxField label={t('adminPlans.promo.form.oncePerMember')} description={t('adminPlans.promo.form.oncePerMemberHint')} {...register('oncePerMember')} />
        <CheckboxField variant="switch" label={t('adminPlans.promo.form.active')} description={t('adminPlans.promo.form.activeHint')} {...register('isActive')} />
      </DialogForm>
    </Dialog>
  );
}


const Plans = styled.fieldset`
  display: grid;
  gap: 6px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    font-size: 14px;
    font-weight: 600;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const PlanGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const PlanOption = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: 14px;
  cursor: pointer;

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

const ErrorLine = styled.p`
  color: ${({ theme }) => theme.colors.loss};
  font-size: 13px;
`;
