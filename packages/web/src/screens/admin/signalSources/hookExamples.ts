import { SIGNAL_HOOK_SIGNATURE_HEADER } from '@signals/protocol';

/**
 * TradingView's placeholders the alert example uses: TradingView writes each one's value in when the alert fires
 * (a delivery that still holds one is refused). Named apart so the explanation can quote them.
 */
export const TRADINGVIEW_PLACEHOLDERS = {
  ticker: '{{ticker}}',
  exchange: '{{exchange}}',
  close: '{{close}}',
  plot0: '{{plot_0}}',
  plot1: '{{plot_1}}',
  time: '{{timenow}}',
} as const;

/**
 * An alert message for TradingView, which cannot sign a request: the secret goes in the body. A futures trade, its
 * pair and price from the chart, its target and stop from the indicator's first two plots.
 */
export function tradingViewExample(secret: string): string {
  const p = TRADINGVIEW_PLACEHOLDERS;
  const alert = {
    secret,
    type: 'futures',
    pair: p.ticker,
    side: 'long',
    entry: p.close,
    tp1: p.plot0,
    sl: p.plot1,
    exchange: p.exchange,
    leverage: 10,
    timestamp: p.time,
  };
  return JSON.stringify(alert, null, 2);
}

/** Quotes a value for a POSIX shell: single quotes, each one inside closed and escaped. */
function shellQuoted(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * A signed delivery from a shell (a bot, a server): the body's HMAC-SHA256 with the secret, by openssl, in the
 * signature header. Its timestamp is the moment it is sent, so each run is a delivery of its own (the hook answers a
 * body it has seen in the last day as a duplicate).
 */
export function curlExample(url: string, secret: string): string {
  const body = '{"pair":"BTCUSDT","side":"long","entry":64000,"tp1":66000,"sl":62500,"exchange":"Binance","leverage":10,"timestamp":\'"$(date +%s)"\'}';
  return [
    `SECRET=${shellQuoted(secret)}`,
    `BODY='${body}'`,
    `SIG=$(printf '%s' "$BODY" | openssl dgst -sha256 -hmac "$SECRET" | sed 's/^.* //')`,
    `curl -X POST -H 'Content-Type: application/json' -H "${SIGNAL_HOOK_SIGNATURE_HEADER}: sha256=$SIG" -d "$BODY" ${shellQuoted(url)}`,
  ].join('\n');
}
