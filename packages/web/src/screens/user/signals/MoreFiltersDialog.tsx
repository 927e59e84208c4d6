import { zodResolver } from '@hookform/resolvers/zod';
import { SignalListQuery, SIGNAL_EXCHANGE_FIELDS } from '@signals/protocol';
import { useId, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../../i18n/useT';
import { useSignalsStore, type SignalFilter } from '../../../stores/signals';
import { Button, Dialog, TextField } from '../../../ui';
import { KNOWN_COINS, KNOWN_EXCHANGES, exchangeLabel } from './filterOptions';

interface MoreFiltersDialogProps {
  open: boolean;
  filter: SignalFilter;
  onClose: () => void;
  onApply: (next: SignalFilter) => void;
}

interface FilterValues {
  exchange: string;
  coin: string;
}

// The list query's own rules (length, letters and digits for a coin); an empty field means "any".
const schema = SignalListQuery.pick({ exchange: true, coin: true });
const validate = zodResolver(schema);
const resolver: Resolver<FilterValues> = async (values, context, options) => {
  const cleaned = { exchange: values.exchange.trim() || undefined, coin: values.coin.trim() || undefined };
  const result = await validate(cleaned, context, { ...options, shouldUseNativeValidation: false });
  return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors } : { values, errors: {} };
};

/** "More": narrow the lists to any exchange or coin, with suggestions from what is on screen. */
export function MoreFiltersDialog({ open, filter, onClose, onApply }: MoreFiltersDialogProps) {
  return open ? <FiltersForm filter={filter} onClose={onClose} onApply={onApply} /> : null;
}

function FiltersForm({ filter, onClose, onApply }: Omit<MoreFiltersDialogProps, 'open'>) {
  const t = useT();
  const listId = useId();
  const seen = useSignalsStore(
    useShallow((s) => {
      const names: string[] = [];
      for (const signal of Object.values(s.byId)) {
        if (!signal.locked) {
          names.push(...SIGNAL_EXCHANGE_FIELDS.map((field) => signal[field]).filter((name): name is string => Boolean(name)));
        }
        names.push(...signal.pair.split(/[/-]/));
      }
      return names;
    }),
  );
  const exchanges = useMemo(() => unique([...KNOWN_EXCHANGES, ...seen.filter((name) => /[a-z]/.test(name))]), [seen]);
  const coins = useMemo(() => unique([...KNOWN_COINS, ...seen.filter((name) => name === name.toUpperCase())]), [seen]);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FilterValues>({
    resolver,
    defaultValues: { exchange: filter.exchange ? exchangeLabel(filter.exchange) : '', coin: filter.coin ?? '' },
  });

  const submit = handleSubmit((values) => {
    onApply({ ...filter, exchange: values.exchange.trim() || undefined, coin: values.coin.trim() || undefined });
    onClose();
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('signals.more.title')}
      description={t('signals.more.description')}
      size="sm"
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              onApply({ type: filter.type });
              onClose();
            }}
          >
            {t('signals.more.clear')}
          </Button>
          <Button type="submit" form={`${listId}-form`}>
            {t('signals.more.apply')}
          </Button>
        </>
      }
    >
      <Form id={`${listId}-form`} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('signals.more.exchange')}
          placeholder={t('signals.more.exchange.placeholder')}
          list={`${listId}-exchanges`}
          autoComplete="off"
          hint={t('signals.more.exchange.hint')}
          error={errors.exchange?.message}
          {...register('exchange')}
        />
        <datalist id={`${listId}-exchanges`}>
          {exchanges.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextField
          label={t('signals.more.coin')}
          placeholder={t('signals.more.coin.placeholder')}
          list={`${listId}-coins`}
          autoComplete="off"
          autoCapitalize="characters"
          hint={t('signals.more.coin.hint')}
          error={errors.coin?.message}
          {...register('coin')}
        />
        <datalist id={`${listId}-coins`}>
          {coins.map((coin) => (
            <option key={coin} value={coin} />
          ))}
        </datalist>
      </Form>
    </Dialog>
  );
}

function unique(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;
