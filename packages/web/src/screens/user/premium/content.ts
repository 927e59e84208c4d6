import type { LucideIcon } from 'lucide-react';
import { HeadsetIcon, KeyIcon, SmartphoneIcon, TrendingUpIcon, ZapIcon } from 'lucide-react';

/** What Premium brings (spec: the benefits listed on the premium page). */
export const PREMIUM_FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: TrendingUpIcon, title: 'Signals from 2.0% profit', text: 'Every premium signal in full: prices, targets and stops.' },
  { icon: ZapIcon, title: 'Premium arbitrage, forex and futures', text: 'All three markets, with step-by-step instructions.' },
  { icon: SmartphoneIcon, title: 'SMS alerts', text: 'High-profit signals on your phone the moment they land.' },
  { icon: KeyIcon, title: 'Priority access to new features', text: 'Be first to try what we build next.' },
  { icon: HeadsetIcon, title: 'Priority support', text: 'Your tickets are answered first, every working day.' },
];
