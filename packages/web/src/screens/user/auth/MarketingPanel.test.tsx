import { describe, expect, it } from 'vitest';
import { render } from '../../../test/render';
import { MarketingPanel } from './MarketingPanel';

describe('MarketingPanel', () => {
  // The threshold is a number argument ({threshold, number}): given as text, it printed nothing ("from % profit").
  it('says from which profit premium signals start', async () => {
    const container = await render(<MarketingPanel />, '/auth');
    expect(container.textContent).toContain('Premium signals from 2% profit');
  });
});
