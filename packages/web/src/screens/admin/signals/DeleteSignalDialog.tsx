import { zodResolver } from '@hookform/resolvers/zod';
import { SignalRemovalRequest, type FullSignal, type SignalRemovalValues } from '@signals/protocol';
import { ArchiveIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useSignalsAdminStore } from '../../../stores/admin/signals';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextAreaField } from '../../../ui';
import { DialogWarning } from './DialogWarning';

interface DeleteSignalDialogProps {
  signal: FullSignal;
  onClose: () => void;
}

/**
 * The spec's delete confirmation, with the reason the server requires (issue
 * 38): a signal members have seen is voided, not erased (it leaves the lists
 * and stays in its timeline and the track record, the reason shown with it);
 * a draft never published is deleted for good. The server decides which; the
 * toast says which it did.
 */
export function DeleteSignalDialog({ signal, onClose }: DeleteSignalDialogProps) {
  const t = useT();
  const formId = useId();
  const signalDeleted = useSignalsAdminStore((s) => s.signalDeleted);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignalRemovalRequest, unknown, SignalRemovalValues>({ resolver: zodResolver(SignalRemovalRequest), defaultValues: { reason: '' } });

  const onSubmit = async ({ reason }: SignalRemovalValues) => {
    try {
      const { voided } = await signalDeleted(signal.id, reason);
      toast(
        voided
          ? { title: t('adminSignals.delete.voided'), description: t('adminSignals.delete.voidedDescription', { pair: signal.pair }), variant: 'success' }
          : { title: t('adminSignals.delete.done'), description: t('adminSignals.delete.doneDescription', { pair: signal.pair }), variant: 'success' },
      );
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['reason'])) {
        toast({
          title: t('adminSignals.error'),
          description: t('adminSignals.delete.failed', { error: errorMessage(error, t('adminSignals.unknownError')) }),
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <Dialog
      open
      onClose={isSubmitting ? () => undefined : onClose}
      size="sm"
      title={t('adminSignals.delete.title', { pair: signal.pair })}
      description={t('adminSignals.delete.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="destructive" loading={isSubmitting}>
            {t('common.delete')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <DialogWarning>
          <ArchiveIcon size={16} />
          {t('adminSignals.delete.voidNotice')}
        </DialogWarning>
        <TextAreaField
          label={t('adminSignals.delete.reason')}
          hint={t('adminSignals.delete.reasonHint')}
          rows={3}
          error={errors.reason?.message}
          {...register('reason')}
        />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;
