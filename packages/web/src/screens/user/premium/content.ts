import type { LucideIcon } from 'lucide-react';
import { HeadsetIcon, KeyIcon, SmartphoneIcon, TrendingUpIcon, ZapIcon } from 'lucide-react';
import { HIGH_PROFIT_THRESHOLD } from '@signals/protocol';

/** What Premium brings (spec: the benefits listed on the premium page). */
export const PREMIUM_FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  // The threshold is the protocol's rule, so the promise moves with it; results are quoted from the track record (PremiumStats).
  { icon: TrendingUpIcon, title: `Signals from ${HIGH_PROFIT_THRESHOLD.toFixed(1)}% profit`, text: 'Every premium signal in full: prices, targets and stops.' },
  { icon: ZapIcon, title: 'Premium arbitrage, forex and futures', text: 'All three markets, with step-by-step instructions.' },
  { icon: SmartphoneIcon, title: 'SMS alerts', text: 'High-profit signals on your phone the moment they land.' },
  { icon: KeyIcon, title: 'Priority access to new features', text: 'Be first to try what we build next.' },
  { icon: HeadsetIcon, title: 'Priority support', text: 'Your tickets are answered first, every working day.' },
];

/** What Premium brings on this site: SMS alerts only while the site sends SMS (a provider is configured and the back office allows it). */
export function offeredPremiumFeatures(smsOn: boolean): typeof PREMIUM_FEATURES {
  return smsOn ? PREMIUM_FEATURES : PREMIUM_FEATURES.filter((feature) => feature.icon !== SmartphoneIcon);
}
