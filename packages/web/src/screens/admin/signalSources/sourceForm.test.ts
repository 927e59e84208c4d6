import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { SignalSourceInput } from '@signals/protocol';
import { describe, expect, it } from 'vitest';
import { curlExample, tradingViewExample } from './hookExamples';
import { newSourceValues, sourceField, sourceInput } from './sourceForm';

describe('the new source form', () => {
  it('takes addresses one a line or separated by commas, and a delay as typed', () => {
    const input = sourceInput({ ...newSourceValues(), name: '  BTC breakout ', allowedIps: '203.0.113.7\n198.51.100.0/24, 2001:db8::/32 ;\n\n', maxLagSeconds: ' 600 ' });
    expect(input).toEqual({ name: 'BTC breakout', mode: 'draft', isPremium: false, maxLagSeconds: 600, allowedIps: ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'] });
    expect(SignalSourceInput.safeParse(input).success).toBe(true);
  });

  it('leaves an empty delay to the server’s default, and sends text that is no number for the schema to refuse', () => {
    expect(sourceInput({ ...newSourceValues(), name: 'A', maxLagSeconds: '' }).maxLagSeconds).toBeUndefined();
    const refused = SignalSourceInput.safeParse(sourceInput({ ...newSourceValues(), name: 'A', maxLagSeconds: 'soon' }));
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['maxLagSeconds']);
  });

  it('shows an address’s issue on the addresses, knowing which one it is', () => {
    const refused = SignalSourceInput.safeParse(sourceInput({ ...newSourceValues(), name: 'A', allowedIps: '203.0.113.7, 300.1.1.1' }));
    const path = refused.error?.issues[0]?.path.join('.') ?? '';
    expect(sourceField(path)).toEqual({ field: 'allowedIps', entry: 1 });
    expect(sourceField('allowedIps')).toEqual({ field: 'allowedIps', entry: null });
    expect(sourceField('name')).toEqual({ field: 'name', entry: null });
    expect(sourceField('token')).toBeNull();
  });
});

describe('the examples shown with a new secret', () => {
  const secret = 'c2VjcmV0LWZvci10ZXN0cw_-';
  const url = 'https://signals.example/api/hooks/signals/AbCdEfGhIjKlMnOpQrSt';

  it('gives TradingView a JSON message carrying the secret and its placeholders', () => {
    const alert = JSON.parse(tradingViewExample(secret)) as Record<string, unknown>;
    expect(alert).toMatchObject({ secret, pair: '{{ticker}}', entry: '{{close}}', side: 'long' });
  });

  // The command as an admin pastes it, with curl swapped for a line that prints what it would send.
  it.skipIf(!hasOpenssl())('signs the body it sends with the secret, as the hook checks it', () => {
    const script = curlExample(url, secret).replace(/^curl .*$/m, `printf '%s\\n%s\\n%s' "$BODY" "$SIG" ${JSON.stringify(url)}`);
    const [body = '', signature, sentTo] = execFileSync('sh', ['-c', script], { encoding: 'utf8' }).split('\n');
    expect(signature).toBe(createHmac('sha256', secret).update(body, 'utf8').digest('hex'));
    expect(sentTo).toBe(url);
    expect(JSON.parse(body)).toMatchObject({ pair: 'BTCUSDT', side: 'long', sl: 62500, timestamp: expect.any(Number) as number });
    expect(curlExample(url, secret)).toContain(`-H "X-Signature: sha256=$SIG" -d "$BODY" '${url}'`);
  });
});

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
