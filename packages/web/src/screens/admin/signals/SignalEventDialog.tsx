import { CircleAlertIcon, FlagIcon } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLOSING_SIGNAL_EVENT_KINDS,
  OPEN_SIGNAL_EVENT_KINDS,
  SIGNAL_EVENT_LABELS,
  isClosingEventKind,
  type FullSignal,
  type SignalEventKind,
  type SignalEventValues,
} from '@signals/protocol';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { errorMessage, isApiError } from '../../../api';
import { formatPrice } from '../../../lib/format';
import { applyFieldIssues } from '../../../lib/formIssues';
import { isAwaitingOutcome, useSignalsAdminStore } from '../../../stores/admin/signals';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextField } from '../../../ui';
import { SelectField, TextAreaField } from '../components/form';
import { numberOrNull } from './signalForm';
import { EventPreviewLine } from './EventPreviewLine';
import { outcomeSentence } from './outcomeText';
import { SignalFacts } from './SignalFacts';
import { eventFieldRules, eventKindsFor, eventPreview, initialEventValues, signalEventSchema, valuesForKind, type SignalEventFormValues } from './signalEventForm';

interface SignalEventDialogProps {
  signal: FullSignal;
  onClose: () => void;
}

const SERVER_FIELDS = ['kind', 'price', 'resultPercent', 'note'] as const;

/** The price field's label and hint for each kind that shows it. */
function priceWording(signal: FullSignal, kind: SignalEventKind): { label: string; hint?: string } {
  if (isClosingEventKind(kind)) {
    return { label: 'Exit price *', hint: 'The price the trade closed at; the result follows from the entry.' };
  }
  if (kind === 'stop_moved') {
    return { label: 'New stop price *' };
  }
  return { label: 'Price', hint: signal.takeProfit1 === null ? undefined : `Leave empty to record take profit 1 (${formatPrice(signal.takeProfit1, signal)}).` };
}

/** An arbitrage closes with its realised spread; a futures signal published without an entry, with its result. */
function resultWording(signal: FullSignal): { label: string; hint: string } {
  return signal.signalType === 'arbitrage'
    ? { label: 'Realised spread % *', hint: 'What the arbitrage made, in percent; negative for a loss.' }
    : { label: 'Result % *', hint: 'This signal has no entry price to compute from: its result in percent of the entry; negative for a loss.' };
}

/**
 * Record outcome / Add event: a step of the signal's life. Closing kinds end
 * the signal for good, so they are grouped apart and say so, and the outcome
 * they would record is previewed with the protocol's arithmetic.
 */
export function SignalEventDialog({ signal, onClose }: SignalEventDialogProps) {
  const formId = useId();
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
      const what = ended ? `${signal.pair}: ${outcomeSentence(updated.outcome, updated.resultPercent)}` : `${SIGNAL_EVENT_LABELS[values.kind]} on ${signal.pair}`;
      toast({ title: ended ? 'Outcome recorded' : 'Event recorded', description: what, variant: 'success' });
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
        setRefusal(`Could not record the event: ${errorMessage(error, 'Unknown error')}`);
      }
    }
  };

  const kindField = register('kind');
  const kindOptions = (group: readonly SignalEventKind[]) =>
    group.filter((option) => kinds.includes(option)).map((option) => (
      <option key={option} value={option}>
        {SIGNAL_EVENT_LABELS[option]}
      </option>
    ));

  return (
    <Dialog
      open
      onClose={onClose}
      title={awaiting ? `Record outcome: ${signal.pair}` : `Add event: ${signal.pair}`}
      description="Each event is kept in the signal's timeline for good; an event that ends the signal records its outcome."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting} disabled={closedMeanwhile}>
            {closing ? 'Record outcome' : 'Add event'}
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
          label="Event"
          error={errors.kind?.message}
          {...kindField}
          // Controlled by the form's value: the options sit in groups, and the chosen kind drives the rest of the form.
          value={kind}
          onChange={(event) => {
            void kindField.onChange(event);
            reset(valuesForKind(signal, getValues(), event.target.value as SignalEventKind), { keepDefaultValues: true });
          }}
        >
          <optgroup label="Signal stays open">{kindOptions(OPEN_SIGNAL_EVENT_KINDS)}</optgroup>
          <optgroup label="Ends the signal">{kindOptions(CLOSING_SIGNAL_EVENT_KINDS)}</optgroup>
        </SelectField>
        {closing && (
          <Ending>
            <FlagIcon size={16} />
            This ends the signal: its outcome is final, and it can no longer be edited or deleted.
          </Ending>
        )}
        {rules.price !== 'hidden' && (
          <TextField
            {...priceWording(signal, kind)}
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
            {...resultWording(signal)}
            type="number"
            inputMode="decimal"
            step="0.01"
            error={errors.resultPercent?.message}
            {...register('resultPercent', { setValueAs: numberOrNull })}
          />
        )}
        {closing && <EventPreviewLine preview={preview} signal={signal} />}
        <TextAreaField label={rules.note === 'required' ? 'Note *' : 'Note (optional)'} rows={2} error={errors.note?.message} {...register('note')} />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Ending = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: 13.5px;

  svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme }) => theme.colors.warning};
  }
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
