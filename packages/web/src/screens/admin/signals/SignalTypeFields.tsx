import { CONTRACT_TYPES, FOREX_DIRECTIONS, FUTURES_DIRECTIONS, type SignalInput, type SignalType } from '@signals/protocol';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { SelectField, TextField } from '../../../ui';
import { numberOrNull, REQUIRED_FIELDS_MESSAGE } from './signalForm';
import { CONTRACT_KEYS, DIRECTION_KEYS, EXAMPLES, type Translate } from './signalText';

interface SignalTypeFieldsProps {
  type: SignalType;
  register: UseFormRegister<SignalInput>;
  errors: FieldErrors<SignalInput>;
}

/** Input steps (admin.md section 9): arbitrage prices to 0.000001, forex to 0.00001, leverage whole. */
const STEPS = { arbitrage: '0.000001', forex: '0.00001', futures: 'any' } as const;

/** A field's own message; the "fill in all required fields" one is said once above the fields. */
function fieldError(t: Translate, message: string | undefined): string | undefined {
  return message === REQUIRED_FIELDS_MESSAGE ? t('adminSignals.form.required') : message;
}

/** Only the fields of the chosen signal type. */
export function SignalTypeFields({ type, register, errors }: SignalTypeFieldsProps) {
  const t = useT();
  const error = (message: string | undefined) => fieldError(t, message);
  /** `label` is the field's name with its required mark ("Entry Price *") or without it, as the type needs it. */
  const price = (name: 'buyPrice' | 'sellPrice' | 'entryPrice' | 'takeProfit1' | 'takeProfit2' | 'stopLoss', label: MessageId) => (
    <TextField
      label={t(label)}
      type="number"
      inputMode="decimal"
      step={STEPS[type]}
      min="0"
      error={error(errors[name]?.message)}
      {...register(name, { setValueAs: numberOrNull })}
    />
  );

  if (type === 'arbitrage') {
    return (
      <Grid>
        <TextField label={t('adminSignals.form.buyExchange')} placeholder={EXAMPLES.buyExchange} error={error(errors.buyExchange?.message)} {...register('buyExchange')} />
        <TextField label={t('adminSignals.form.sellExchange')} placeholder={EXAMPLES.sellExchange} error={error(errors.sellExchange?.message)} {...register('sellExchange')} />
        {price('buyPrice', 'adminSignals.form.buyPrice')}
        {price('sellPrice', 'adminSignals.form.sellPrice')}
      </Grid>
    );
  }

  const forex = type === 'forex';
  return (
    <Grid>
      {!forex && <TextField label={t('adminSignals.form.exchange')} placeholder={EXAMPLES.exchange} error={error(errors.exchange?.message)} {...register('exchange')} />}
      <SelectField label={t('adminSignals.form.direction')} error={error(errors.direction?.message)} {...register('direction')}>
        {(forex ? FOREX_DIRECTIONS : FUTURES_DIRECTIONS).map((direction) => (
          <option key={direction} value={direction}>
            {t(DIRECTION_KEYS[direction])}
          </option>
        ))}
      </SelectField>
      {!forex && (
        <TextField
          label={t('adminSignals.form.leverage')}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          placeholder="10"
          error={error(errors.leverage?.message)}
          {...register('leverage', { setValueAs: numberOrNull })}
        />
      )}
      {!forex && (
        <SelectField label={t('adminSignals.form.contractType')} error={errors.contractType?.message} {...register('contractType')}>
          {CONTRACT_TYPES.map((contract) => (
            <option key={contract} value={contract}>
              {t(CONTRACT_KEYS[contract])}
            </option>
          ))}
        </SelectField>
      )}
      {price('entryPrice', forex ? 'adminSignals.form.entryPriceRequired' : 'adminSignals.form.entryPrice')}
      {price('stopLoss', forex ? 'adminSignals.form.stopLossRequired' : 'adminSignals.form.stopLoss')}
      {price('takeProfit1', forex ? 'adminSignals.form.takeProfit1Required' : 'adminSignals.form.takeProfit1')}
      {price('takeProfit2', 'adminSignals.form.takeProfit2')}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 14px;

  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;
