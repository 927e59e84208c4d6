import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { Trans } from './Trans';

describe('Trans', () => {
  it('prints a rich message’s numbers and plurals, grouped as the language writes them', async () => {
    const container = await render(
      <p>
        <Trans id="auth.mobilePitch" values={{ max: 1234 }} components={{ 0: <strong /> }} />{' '}
        <Trans id="admin.demoWallet.text" values={{ count: 2, keys: 'A, B' }} components={{ 0: <strong />, 1: <a href="/admin/settings" /> }} />
      </p>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('1,234%');
    expect(container.textContent).toContain('Demo wallets: A, B are still burn addresses');
  });
});
