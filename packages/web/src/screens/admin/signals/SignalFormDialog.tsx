import { TriangleAlertIcon } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { SIGNAL_TYPES, SignalInput, type FullSignal, type SignalDraft, type SignalType, type SignalValues } from '@signals/protocol';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { isDecidedElsewhere, useSignalDraftsStore } from '../../../stores/admin/signalSources';
import { useSignalsAdminStore } from '../../../stores/admin/signals';
import { toast } from '../../../stores/toast';
import { Button, Dialog, SelectField, TextField } from '../../../ui';
import { CheckboxField } from '../components/form';
import {
  arbitrageProfitOf,
  draftFormValues,
  fieldsForType,
  fromLocalInput,
  newSignalValues,
  numberOrUndefined,
  REQUIRED_FIELDS_MESSAGE,
  signalValues,
  toLocalInput,
} from './signalForm';
import { SignalTypeFields } from './SignalTypeFields';
import { EXAMPLES, TYPE_KEYS } from './signalText';
import { SpreadField } from './SpreadField';

interface SignalFormDialogProps {
  /** The signal to edit; undefined to add one. */
  signal?: FullSignal;
  /** A draft from a webhook source to check, change and publish (the draft desk's Edit & publish); not with `signal`. */
  draft?: SignalDraft;
  onClose: () => void;
}

const TYPE_TITLES: Record<SignalType, MessageId> = {
  arbitrage: 'adminSignals.form.details.arbitrage',
  forex: 'adminSignals.form.details.forex',
  futures: 'adminSignals.form.details.futures',
};

const SERVER_FIELDS = [
  'pair', 'signalType', 'profitPercentage', 'isPremium', 'isActive', 'expiresAt', 'buyExchange', 'sellExchange', 'buyPrice', 'sellPrice',
  'entryPrice', 'takeProfit1', 'takeProfit2', 'stopLoss', 'direction', 'exchange', 'leverage', 'contractType',
] as const;

/** Add Signal / Edit Signal / a draft's Edit & publish: the common fields, then only those of the chosen type. */
export function SignalFormDialog({ signal, draft, onClose }: SignalFormDialogProps) {
  const formId = useId();
  const t = useT();
  const editing = signal !== undefined;
  const signalCreated = useSignalsAdminStore((s) => s.signalCreated);
  const signalUpdated = useSignalsAdminStore((s) => s.signalUpdated);
  const draftPublished = useSignalDraftsStore((s) => s.draftPublished);
  // Read once: the form's expiry counts from when it opened, as publishing the draft as received would.
  const [defaultValues] = useState(() => (signal ? signalValues(signal) : draft ? draftFormValues(draft) : newSignalValues()));
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignalInput, unknown, SignalValues>({
    resolver: zodResolver(SignalInput),
    defaultValues,
  });
  const type = useWatch({ control, name: 'signalType' }) ?? 'arbitrage';
  const [buyPrice, sellPrice] = useWatch({ control, name: ['buyPrice', 'sellPrice'] });
  const spread = type === 'arbitrage' ? arbitrageProfitOf(buyPrice, sellPrice) : null;
  const missingRequired = Object.values(errors).some((error) => error?.message === REQUIRED_FIELDS_MESSAGE);

  const handleTypeChange = (next: SignalType) => {
    // The other types' fields are emptied, so a switch back starts clean (admin.md section 3).
    reset({ ...getValues(), ...fieldsForType(next), signalType: next }, { keepDefaultValues: true });
  };

  const onSubmit = async (values: SignalValues) => {
    if (draft) {
      await publishDraft(draft, values);
      return;
    }
    try {
      if (signal) {
        await signalUpdated(signal.id, values);
      } else {
        await signalCreated(values);
      }
      toast({
        title: editing ? t('adminSignals.form.updated') : t('adminSignals.form.created'),
        description: editing ? t('adminSignals.form.updatedDescription', { pair: values.pair }) : t('adminSignals.form.createdDescription', { pair: values.pair }),
        variant: 'success',
      });
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, SERVER_FIELDS)) {
        const reason = errorMessage(error, t('adminSignals.unknownError'));
        toast({
          title: t('adminSignals.error'),
          description: editing ? t('adminSignals.form.updateFailed', { error: reason }) : t('adminSignals.form.createFailed', { error: reason }),
          variant: 'destructive',
        });
      }
    }
  };

  /** The draft published with the form's values; the server checks them as it checks this form's (issues at `values.*`). */
  const publishDraft = async (shown: SignalDraft, values: SignalValues) => {
    try {
      await draftPublished(shown.id, values);
      toast({ title: t('adminSignalSources.toast.published'), description: t('adminSignals.form.createdDescription', { pair: values.pair }), variant: 'success' });
      onClose();
    } catch (error) {
      if (isDecidedElsewhere(error)) {
        // Another admin published or discarded it first: the desk has dropped it, and so does the form.
        toast({ title: t('adminSignalSources.toast.decided'), description: t('adminSignalSources.toast.decidedDescription', { pair: shown.values.pair }), variant: 'destructive' });
        onClose();
      } else if (!applyFieldIssues(error, setError, SERVER_FIELDS, 'values.')) {
        const reason = errorMessage(error, t('adminSignals.unknownError'));
        toast({ title: t('adminSignals.error'), description: t('adminSignalSources.toast.publishFailed', { error: reason }), variant: 'destructive' });
      }
    }
  };

  const typeField = register('signalType');
  const title = draft ? t('adminSignalSources.publish.title') : editing ? t('adminSignals.form.editTitle') : t('adminSignals.add');
  const description = draft
    ? t('adminSignalSources.publish.description', { source: draft.source.name })
    : editing
      ? t('adminSignals.form.editDescription', { pair: signal.pair })
      : t('adminSignals.form.addDescription');
  const submitLabel = draft ? t('adminSignalSources.publish.submit') : editing ? t('adminSignals.form.saveChanges') : t('adminSignals.form.create');

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        {missingRequired && (
          <Summary role="alert">
            <TriangleAlertIcon size={16} />
            {t('adminSignals.form.requiredSummary')}
          </Summary>
        )}
        <Grid>
          <SelectField
            label={t('adminSignals.form.signalType')}
            {...typeField}
            onChange={(event) => {
              void typeField.onChange(event);
              handleTypeChange(event.target.value as SignalType);
            }}
          >
            {SIGNAL_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(TYPE_KEYS[option])}
              </option>
            ))}
          </SelectField>
          <TextField label={t('adminSignals.form.pair')} placeholder={EXAMPLES.pair} autoCapitalize="characters" error={errors.pair?.message} {...register('pair')} />
          {type === 'arbitrage' ? (
            // Not an input: the server derives it from the prices with the same rule, so what shows here is what traders read.
            <SpreadField spread={spread} error={errors.profitPercentage?.message} />
          ) : (
            <TextField
              label={t('adminSignals.form.profit')}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              placeholder="2.50"
              error={errors.profitPercentage?.message}
              {...register('profitPercentage', { setValueAs: numberOrUndefined })}
            />
          )}
          <Controller
            control={control}
            name="expiresAt"
            render={({ field, fieldState }) => (
              <TextField
                label={t('adminSignals.form.expiresAt')}
                type="datetime-local"
                hint={t('adminSignals.form.expiresHint')}
                error={fieldState.error?.message}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={toLocalInput(field.value)}
                onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
              />
            )}
          />
        </Grid>
        <Section>
          <SectionTitle>{t(TYPE_TITLES[type])}</SectionTitle>
          <SignalTypeFields type={type} register={register} errors={errors} />
        </Section>
        <Toggles>
          <CheckboxField label={t('adminSignals.form.premium')} description={t('adminSignals.form.premiumHint')} {...register('isPremium')} />
          <CheckboxField label={t('adminSignals.form.active')} description={t('adminSignals.form.activeHint')} {...register('isActive')} />
        </Toggles>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 18px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 14px;

  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Section = styled.div`
  padding-top: 18px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const SectionTitle = styled.h3`
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 650;
  letter-spacing: 0.05em;
  text-transform: uppercase;
`;

const Toggles = styled.div`
  display: grid;
  gap: 10px;

  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Summary = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.lossSoft};
  color: ${({ theme }) => theme.colors.loss};
  font-size: 14px;
  font-weight: 550;
`;
