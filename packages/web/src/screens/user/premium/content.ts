import type { LucideIcon } from 'lucide-react';
import { HeadsetIcon, KeyIcon, SendIcon, SmartphoneIcon, TrendingUpIcon, ZapIcon } from 'lucide-react';
import type { MessageId, MessageValues } from '../../../i18n/messages';

/** One benefit: its message ids, translated where shown, and the values its title needs. */
export interface PremiumFeature {
  icon: LucideIcon;
  title: MessageId;
  text: MessageId;
  values?: MessageValues;
  /** Offered only where the site has it: SMS where it sends SMS, the Telegram chat where there is one. */
  offeredWhen?: 'sms' | 'telegram';
}

/** What Premium brings (spec: the benefits listed on the premium page); shown through `offeredPremiumFeatures`. */
const PREMIUM_FEATURES: PremiumFeature[] = [
  // Its threshold is the site's setting, filled in by offeredPremiumFeatures; results are quoted from the track record (PremiumStats).
  { icon: TrendingUpIcon, title: 'premium.feature.signals.title', text: 'premium.feature.signals.text' },
  { icon: ZapIcon, title: 'premium.feature.markets.title', text: 'premium.feature.markets.text' },
  { icon: SmartphoneIcon, title: 'premium.feature.sms.title', text: 'premium.feature.sms.text', offeredWhen: 'sms' },
  { icon: SendIcon, title: 'premium.feature.telegram.title', text: 'premium.feature.telegram.text', offeredWhen: 'telegram' },
  { icon: KeyIcon, title: 'premium.feature.early.title', text: 'premium.feature.early.text' },
  { icon: HeadsetIcon, title: 'premium.feature.support.title', text: 'premium.feature.support.text' },
];

/**
 * What Premium brings on this site: signals from the profit the site's setting names (the lists' headings quote the
 * same figure), SMS alerts only while the site sends SMS (a provider is configured and the back office allows it), and
 * the private Telegram chat only where the site has one.
 */
export function offeredPremiumFeatures(site: { sms: boolean; telegram: boolean; premiumFrom: number }): PremiumFeature[] {
  return PREMIUM_FEATURES.filter((feature) => !feature.offeredWhen || site[feature.offeredWhen]).map((feature) =>
    feature.title === 'premium.feature.signals.title' ? { ...feature, values: { threshold: site.premiumFrom } } : feature,
  );
}
