import { SIGNAL_TYPES, type SignalType } from '@signals/protocol';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SignalFilter } from '../../../stores/signals';

function isSignalType(value: string | null): value is SignalType {
  return value !== null && (SIGNAL_TYPES as readonly string[]).includes(value);
}

/**
 * The list screen's filter lives in the address (?type=forex&exchange=binance&coin=BTC&outcome=open),
 * so a reload, the back button and a shared link keep it.
 */
export function useSignalFilter(): [SignalFilter, (next: SignalFilter) => void] {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const exchange = params.get('exchange')?.trim().toLowerCase() || undefined;
  const coin = params.get('coin')?.trim().toUpperCase() || undefined;
  const outcome = params.get('outcome') === 'open' ? 'open' : undefined;

  const filter = useMemo<SignalFilter>(
    () => ({ type: isSignalType(type) ? type : undefined, exchange, coin, outcome }),
    [type, exchange, coin, outcome],
  );

  const setFilter = useCallback(
    (next: SignalFilter) => {
      const search = new URLSearchParams();
      if (next.type) {
        search.set('type', next.type);
      }
      if (next.exchange?.trim()) {
        search.set('exchange', next.exchange.trim().toLowerCase());
      }
      if (next.coin?.trim()) {
        search.set('coin', next.coin.trim().toUpperCase());
      }
      if (next.outcome === 'open') {
        search.set('outcome', 'open');
      }
      setParams(search, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  return [filter, setFilter];
}
