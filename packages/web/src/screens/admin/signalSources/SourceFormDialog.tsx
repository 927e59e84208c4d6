import { SIGNAL_SOURCE_MODES, SignalSourceInput, type SignalSourceCreated, type SignalSourceMode } from '@signals/protocol';
import { useId } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from '../../../api';
import { issuesOf } from '../../../lib/formIssues';
import type { MessageId } from '../../../i18n/messages';
import { useReadable, useT } from '../../../i18n/useT';
import { useSignalSourcesStore } from '../../../stores/admin/signalSources';
import { toast } from '../../../stores/toast';
import { Button, Dialog, SelectField, TextAreaField, TextField } from '../../../ui';
import { CheckboxField, DialogForm, FieldRow } from '../components/form';
import { newSourceValues, sourceField, sourceInput, typedAddresses, type SourceFormValues } from './sourceForm';

const MODE_KEYS: Record<SignalSourceMode, MessageId> = {
  draft: 'adminSignalSources.mode.draft',
  publish: 'adminSignalSources.mode.publish',
};

interface SourceFormDialogProps {
  /** The source is made: the caller shows its secret, this once. */
  onCreated: (created: SignalSourceCreated) => void;
  onClose: () => void;
}

/**
 * New source: its name, whether its deliveries wait on the draft desk or go out at once, premium or not, how old a
 * delivery may be, and the addresses it may post from. Checked as the server checks it; the server's issues land on
 * the same fields.
 */
export function SourceFormDialog({ onCreated, onClose }: SourceFormDialogProps) {
  const t = useT();
  const readable = useReadable();
  const formId = useId();
  const sourceCreated = useSignalSourcesStore((s) => s.sourceCreated);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SourceFormValues>({ defaultValues: newSourceValues() });

  /** Puts issues on their fields (the first of each); an address's issue names the address. True when one landed. */
  const showIssues = (issues: { path: string; message: string }[], set: UseFormSetError<SourceFormValues>): boolean => {
    const addresses = typedAddresses(getValues('allowedIps'));
    const shown = new Set<string>();
    for (const issue of issues) {
      const target = sourceField(issue.path);
      if (!target || shown.has(target.field)) {
        continue;
      }
      const entry = target.entry === null ? undefined : addresses[target.entry];
      const message = entry === undefined ? issue.message : t('adminSignalSources.form.addressIssue', { address: entry, issue: readable(issue.message) });
      set(target.field, { type: 'validate', message }, { shouldFocus: shown.size === 0 });
      shown.add(target.field);
    }
    return shown.size > 0;
  };

  const onSubmit = async (values: SourceFormValues) => {
    const input = sourceInput(values);
    const checked = SignalSourceInput.safeParse(input);
    if (!checked.success) {
      showIssues(issuesOf(checked.error.issues), setError);
      return;
    }
    try {
      const created = await sourceCreated(input);
      toast({ title: t('adminSignalSources.toast.created'), description: created.name, variant: 'success' });
      onCreated(created);
    } catch (error) {
      if (!(isApiError(error) && showIssues(error.issues, setError))) {
        toast({ title: t('adminSignals.error'), description: t('adminSignalSources.toast.createFailed', { error: errorMessage(error, t('adminSignals.unknownError')) }), variant: 'destructive' });
      }
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('adminSignalSources.form.title')}
      description={t('adminSignalSources.form.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {t('adminSignalSources.form.create')}
          </Button>
        </>
      }
    >
      <DialogForm id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextField label={t('adminSignalSources.form.name')} hint={t('adminSignalSources.form.nameHint')} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <FieldRow>
          <SelectField label={t('adminSignalSources.form.mode')} hint={t('adminSignalSources.form.modeHint')} error={errors.mode?.message} {...register('mode')}>
            {SIGNAL_SOURCE_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(MODE_KEYS[mode])}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('adminSignalSources.form.maxLag')}
            hint={t('adminSignalSources.form.maxLagHint')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.maxLagSeconds?.message}
            {...register('maxLagSeconds')}
          />
        </FieldRow>
        <TextAreaField
          label={t('adminSignalSources.form.allowedIps')}
          hint={t('adminSignalSources.form.allowedIpsHint')}
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          error={errors.allowedIps?.message}
          {...register('allowedIps')}
        />
        <CheckboxField label={t('adminSignalSources.form.premium')} description={t('adminSignalSources.form.premiumHint')} {...register('isPremium')} />
      </DialogForm>
    </Dialog>
  );
}
