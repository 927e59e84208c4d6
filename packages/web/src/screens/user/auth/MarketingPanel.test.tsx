import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../../test/render';
import { useSettingsStore } from '../../../stores/settings';
import { t } from '../../../i18n';
import { offeredPremiumFeatures } from '../premium/content';
import { MarketingPanel } from './MarketingPanel';

const initial = useSettingsStore.getState().publicSettings;
afterEach(() => useSettingsStore.setState({ publicSettings: initial }));

describe('MarketingPanel', () => {
  // The threshold is a number argument ({threshold, number}): given as text, it printed nothing ("from % profit").
  it('says from which profit premium signals start', async () => {
    const container = await render(<MarketingPanel />, '/auth');
    expect(container.textContent).toContain('free ones up to 1.7% profit');
    expect(container.textContent).toContain('Premium signals from 1.7% profit');
  });

  it('quotes the site’s premium threshold, the figure the offer and the lists quote too (issue 40)', async () => {
    useSettingsStore.getState().publicSettingsChanged({ ...initial, premiumProfitThreshold: 2.5 });
    const container = await render(<MarketingPanel />, '/auth');
    expect(container.textContent).toContain('free ones up to 2.5% profit');
    expect(container.textContent).toContain('Premium signals from 2.5% profit');
    const offer = offeredPremiumFeatures({ sms: false, telegram: false, premiumFrom: 2.5 }).map((feature) => t(feature.title, feature.values));
    expect(offer).toContain('Signals from 2.5% profit');
  });
});
