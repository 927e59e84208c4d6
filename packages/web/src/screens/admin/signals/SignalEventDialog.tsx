import { CircleAlertIcon, FlagIcon } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLOSING_SIGNAL_EVENT_KINDS,
  OPEN_SIGNAL_EVENT_KINDS,
  isClosingEventKind,
  type FullSignal,
  type RecordableSignalEventKind,
  type SignalEventKind,
  type SignalEventValues,
} from '@signals/protocol';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { errorMessage, isApiError } from '../../../api';
import { useT } from '../../../i18n/useT';
import { formatPrice } from '../../../lib/format';
import { applyFieldIssues } from '../../../lib/formIssues';
import { isAwaitingOutcome, useSignalsAdminStore } from '../../../stores/admin/signals';
import { toast } from '../../../stores/toast';
import { Button, Dialog, SelectField, TextAreaField, TextField } from '../../../ui';
import { numberOrNull } from './signalForm';
import { EventPreviewLine } from './EventPreviewLine';
import { outcomeSentence } from './outcomeText';
import { SignalFacts } from './SignalFacts';
import { EVENT_KEYS, type Translate } from './signalText';
import { eventFieldRules, eventKindsFor, eventPreview, initialEventValues, signalEventSchema, valuesForKind, type SignalEventFormValues } from './signalEventForm';
import { DialogWarning } from './DialogWarning';

interface SignalEventDialogProps {
  signal: FullSignal;
  onClose: () => void;
}

const SERVER_FIELDS = ['kind', 'price', 'resultPercent', 'note', 'reason'] as const;

/** The price field's label and hint for each kind that shows it. */
function priceWording(t: Translate, signal: FullSignal, kind: SignalEventKind): { label: string; hint?: string } {
  if (isClosingEventKind(kind)) {
    return { label: t('adminSignals.eventForm.exitPrice'), hint: t('adminSignals.eventForm.exitPriceHint') };
  }
  if (kind === 'stop_moved') {
    return { label: t('adminSignals.eventForm.newStop') };
  }
  return {
    label: t('adminSignals.eventForm.price'),
    hint: signal.takeProfit1 === null ? undefined : t('adminSignals.eventForm.priceHint', { price: formatPrice(signal.takeProfit1, signal) }),
  };
}

/** An arbitrage closes with its realised spread; a futures signal published without an entry, with its result. */
function resultWording(t: Translate, signal: FullSignal): { label: string; hint: string } {
  return signal.signalType === 'arbitrage'
    ? { label: t('adminSignals.eventForm.spread'), hint: t('adminSignals.eventForm.spreadHint') }
    : { label: t('adminSignals.eventForm.result'), hint: t('adminSignals.eventForm.resultHint') };
}

/**
 * Record outcome / Add event: a step of the signal's life. Closing kinds end
 * the signal for good, so they are grouped apart and say so, and the outcome
 * they would record is previewed with the protocol's arithmetic.
 */
export function SignalEventDialog({ signal, onClose }: SignalEventDialogProps) {
  const formId = useId();
  const t = useT();
  const awaiting = isAwaitingOutcome(signal);
  const signalEventRecorded = useSignalsAdminStore((s) => s.signalEventRecorded);
  const listRequested = useSignalsAdminStore((s) => s.listRequested);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Set once the server says the signal has closed meanwhile: nothing more can be recorded for it. */
  const [closedMeanwhile, setClosedMeanwhile] = useState(false);
  const schema = useMemo(() => signalEventSchema(signal), [signal]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignalEventFormValues, unknown, SignalEventValues>({ resolver: zodResolver(schema), defaultValues: initialEventValues(signal, awaiting) });
  const [kind = 'note', price, resultPercent] = useWatch({ control, name: ['kind', 'price', 'resultPercent'] });
  const rules = eventFieldRules(signal, kind);
  const kinds = eventKindsFor(signal);
  const closing = isClosingEventKind(kind);
  const preview = eventPreview(signal, { kind, price, resultPercent });

  const onSubmit = async (values: SignalEventValues) => {
    setRefusal(null);
    try {
      const { signal: updated } = await signalEventRecorded(signal.id, values);
      const ended = isClosingEventKind(values.kind);
      const what = ended
        ? `${signal.pair}: ${outcomeSentence(updated.outcome, updated.resultPercent)}`
        : t('adminSignals.eventForm.eventOn', { event: t(EVENT_KEYS[values.kind]), pair: signal.pair });
      toast({ title: ended ? t('adminSignals.eventForm.outcomeRecorded') : t('adminSignals.eventForm.eventRecorded'), description: what, variant: 'success' });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        // Someone else closed it meanwhile: say so, and show the row as it now stands.
        setRefusal(error.message);
        setClosedMeanwhile(true);
        void listRequested();
        return;
      }
      if (!applyFieldIssues(error, setError, SERVER_FIELDS)) {
        setRefusal(t('adminSignals.eventForm.failed', { error: errorMessage(error, t('adminSignals.unknownError')) }));
      }
    }
  };

  const kindField = register('kind');
  const kindOptions = (group: readonly RecordableSignalEventKind[]) =>
    group.filter((option) => kinds.includes(option)).map((option) => (
      <option key={option} value={option}>
        {t(EVENT_KEYS[option])}
      </option>
    ));

  return (
    <Dialog
      open
      onClose={onClose}
      title={awaiting ? t('adminSignals.eventForm.recordTitle', { pair: signal.pair }) : t('adminSignals.eventForm.addTitle', { pair: signal.pair })}
      description={t('adminSignals.eventForm.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting} disabled={closedMeanwhile}>
            {closing ? t('adminSignals.eventForm.record') : t('adminSignals.eventForm.add')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <SignalFacts signal={signal} />
        {refusal && (
          <Refusal role="alert">
            <CircleAlertIcon size={16} />
            {refusal}
          </Refusal>
        )}
        <SelectField
          label={t('adminSignals.eventForm.kind')}
          error={errors.kind?.message}
          {...kindField}
          // Controlled by the form's value: the options sit in groups, and the chosen kind drives the rest of the form.
          value={kind}
          onChange={(event) => {
            void kindField.onChange(event);
            reset(valuesForKind(signal, getValues(), event.target.value as RecordableSignalEventKind), { keepDefaultValues: true });
          }}
        >
          <optgroup label={t('adminSignals.eventForm.staysOpen')}>{kindOptions(OPEN_SIGNAL_EVENT_KINDS)}</optgroup>
          <optgroup label={t('adminSignals.eventForm.endsSignal')}>{kindOptions(CLOSING_SIGNAL_EVENT_KINDS)}</optgroup>
        </SelectField>
        {closing && (
          <DialogWarning>
            <FlagIcon size={16} />
            {t('adminSignals.eventForm.ending')}
          </DialogWarning>
        )}
        {rules.price !== 'hidden' && (
          <TextField
            {...priceWording(t, signal, kind)}
            type="number"
            inputMode="decimal"
            step="any"
            min="0"
            error={errors.price?.message}
            {...register('price', { setValueAs: numberOrNull })}
          />
        )}
        {rules.resultPercent !== 'hidden' && (
          <TextField
            {...resultWording(t, signal)}
            type="number"
            inputMode="decimal"
            step="0.01"
            error={errors.resultPercent?.message}
            {...register('resultPercent', { setValueAs: numberOrNull })}
          />
        )}
        {rules.reason === 'required' && (
          <TextAreaField
            label={t('adminSignals.eventForm.reason')}
            hint={t('adminSignals.eventForm.reasonHint')}
            rows={2}
            error={errors.reason?.message}
            {...register('reason')}
          />
        )}
        {closing && <EventPreviewLine preview={preview} signal={signal} />}
        <TextAreaField label={rules.note === 'required' ? t('adminSignals.eventForm.noteRequired') : t('adminSignals.eventForm.noteOptional')} rows={2} error={errors.note?.message} {...register('note')} />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Refusal = styled.p`
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
