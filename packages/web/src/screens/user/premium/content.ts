import type { IconName } from '../../../ui';

/** What Premium brings (spec: the benefits listed on the premium page). */
export const PREMIUM_FEATURES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'signals', title: 'Signals from 2.0% profit', text: 'Every premium signal in full: prices, targets and stops.' },
  { icon: 'zap', title: 'Premium arbitrage, forex and futures', text: 'All three markets, with step-by-step instructions.' },
  { icon: 'phone', title: 'SMS alerts', text: 'High-profit signals on your phone the moment they land.' },
  { icon: 'key', title: 'Priority access to new features', text: 'Be first to try what we build next.' },
  { icon: 'headset', title: 'Priority support', text: 'Your tickets are answered first, every working day.' },
];
