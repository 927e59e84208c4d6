import { CONTRACT_TYPES, type SignalInput, type SignalType } from '@signals/protocol';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { TextField } from '../../../ui';
import { SelectField } from '../components/form';
import { numberOrNull, REQUIRED_FIELDS_MESSAGE } from './signalForm';

interface SignalTypeFieldsProps {
  type: SignalType;
  register: UseFormRegister<SignalInput>;
  errors: FieldErrors<SignalInput>;
}

/** Input steps (admin.md section 9): arbitrage prices to 0.000001, forex to 0.00001, leverage whole. */
const STEPS = { arbitrage: '0.000001', forex: '0.00001', futures: 'any' } as const;

/** A field's own message; the "fill in all required fields" one is said once above the fields. */
function fieldError(message: string | undefined): string | undefined {
  return message === REQUIRED_FIELDS_MESSAGE ? 'Required' : message;
}

/** Only the fields of the chosen signal type. */
export function SignalTypeFields({ type, register, errors }: SignalTypeFieldsProps) {
  const price = (name: 'buyPrice' | 'sellPrice' | 'entryPrice' | 'takeProfit1' | 'takeProfit2' | 'stopLoss', label: string, required: boolean) => (
    <TextField
      label={required ? `${label} *` : label}
      type="number"
      inputMode="decimal"
      step={STEPS[type]}
      min="0"
      error={fieldError(errors[name]?.message)}
      {...register(name, { setValueAs: numberOrNull })}
    />
  );

  if (type === 'arbitrage') {
    return (
      <Grid>
        <TextField label="Buy Exchange *" placeholder="Binance" error={fieldError(errors.buyExchange?.message)} {...register('buyExchange')} />
        <TextField label="Sell Exchange *" placeholder="Kraken" error={fieldError(errors.sellExchange?.message)} {...register('sellExchange')} />
        {price('buyPrice', 'Buy Price', true)}
        {price('sellPrice', 'Sell Price', true)}
      </Grid>
    );
  }

  const forex = type === 'forex';
  return (
    <Grid>
      {!forex && <TextField label="Exchange *" placeholder="Bybit" error={fieldError(errors.exchange?.message)} {...register('exchange')} />}
      <SelectField label="Direction *" error={fieldError(errors.direction?.message)} {...register('direction')}>
        {forex ? (
          <>
            <option value="buy">Buy</option>
            <option value="sell">Sell</option>
          </>
        ) : (
          <>
            <option value="long">Long</option>
            <option value="short">Short</option>
          </>
        )}
      </SelectField>
      {!forex && (
        <TextField
          label="Leverage *"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          placeholder="10"
          error={fieldError(errors.leverage?.message)}
          {...register('leverage', { setValueAs: numberOrNull })}
        />
      )}
      {!forex && (
        <SelectField label="Contract Type" error={errors.contractType?.message} {...register('contractType')}>
          {CONTRACT_TYPES.map((contract) => (
            <option key={contract} value={contract}>
              {contract[0]?.toUpperCase()}
              {contract.slice(1)}
            </option>
          ))}
        </SelectField>
      )}
      {price('entryPrice', 'Entry Price', forex)}
      {price('stopLoss', 'Stop Loss', forex)}
      {price('takeProfit1', 'Take Profit 1', forex)}
      {price('takeProfit2', 'Take Profit 2', false)}
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
