import { zodResolver } from '@hookform/resolvers/zod';
import { CANCELLATION_REASONS, CancelRequest, type CancellationReason } from '@signals/protocol';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import type { MessageId } from '../../../i18n/messages';
import { useReadable, useT } from '../../../i18n/useT';
import { subscriptionSelectors, useSubscriptionStore } from '../../../stores/subscription';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextAreaField } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';

type CancelValues = z.output<typeof CancelRequest>;

/** Each reason's words, in the order members are asked. */
export const CANCEL_REASON_LABELS: Record<CancellationReason, MessageId> = {
  too_expensive: 'plans.cancelReason.too_expensive',
  not_useful: 'plans.cancelReason.not_useful',
  found_alternative: 'plans.cancelReason.found_alternative',
  technical_issues: 'plans.cancelReason.technical_issues',
  temporary: 'plans.cancelReason.temporary',
  other: 'plans.cancelReason.other',
};

/** Cancel premium: what it means, why (one of six reasons, and a comment if they like), then the cancellation itself. */
export function CancelDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const readable = useReadable();
  const formId = useId();
  const cancelling = useSubscriptionStore(subscriptionSelectors.cancelling);
  const cancelRequested = useSubscriptionStore((s) => s.cancelRequested);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<CancelRequest, unknown, CancelValues>({ resolver: zodResolver(CancelRequest), defaultValues: { comment: '' } });
  const chosen = useWatch({ control, name: 'reason' });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = async (values: CancelValues) => {
    try {
      await cancelRequested(values);
      close();
      toast({ title: t('premium.plan.cancelled.title'), description: t('premium.plan.cancelled.description') });
    } catch (error) {
      toast({ title: t('premium.plan.cancelFailed'), description: errorMessage(error, t('premium.tryLater')), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('premium.plan.confirm.title')}
      description={t('premium.plan.confirm.description')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('premium.plan.keep')}
          </Button>
          <Button type="submit" form={formId} variant="destructive" loading={cancelling}>
            {t('premium.plan.cancel')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <Reasons aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? `${formId}-reason-error` : undefined}>
          <legend>{t('plans.cancelReason.legend')}</legend>
          {CANCELLATION_REASONS.map((reason) => (
            <Reason key={reason} $checked={chosen === reason}>
              <input type="radio" value={reason} {...register('reason')} />
              {t(CANCEL_REASON_LABELS[reason])}
            </Reason>
          ))}
          {errors.reason?.message && (
            <ErrorText id={`${formId}-reason-error`} role="alert">
              {readable(errors.reason.message)}
            </ErrorText>
          )}
        </Reasons>
        <TextAreaField label={t('plans.cancelReason.comment')} hint={t('plans.cancelReason.commentHint')} rows={3} error={errors.comment?.message} {...register('comment')} />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Reasons = styled.fieldset`
  display: grid;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 8px;
    padding: 0;
    font-size: 14px;
    font-weight: 650;
  }
`;

const Reason = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accentSoft : theme.colors.background)};
  font-size: 14.5px;
  cursor: pointer;

  input {
    flex: none;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
    ${focusRing}
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.loss};
  font-size: 13px;
`;
