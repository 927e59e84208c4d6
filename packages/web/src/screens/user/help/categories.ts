import type { LucideIcon } from 'lucide-react';
import { ArrowRightLeftIcon, BookIcon, CreditCardIcon, CrownIcon, HeadsetIcon, RocketIcon, TrendingUpIcon, UserIcon } from 'lucide-react';

export const HELP_CATEGORIES = [
  { id: 'getting-started', name: 'Getting Started', icon: RocketIcon },
  { id: 'trading-basics', name: 'Trading Basics', icon: BookIcon },
  { id: 'signals', name: 'Signals', icon: TrendingUpIcon },
  { id: 'premium', name: 'Premium', icon: CrownIcon },
  { id: 'exchanges', name: 'Exchanges', icon: ArrowRightLeftIcon },
  { id: 'payments', name: 'Payments', icon: CreditCardIcon },
  { id: 'account', name: 'Account', icon: UserIcon },
  { id: 'support', name: 'Support', icon: HeadsetIcon },
] as const satisfies readonly { id: string; name: string; icon: LucideIcon }[];

export type HelpCategoryId = (typeof HELP_CATEGORIES)[number]['id'];

export interface FaqEntry {
  id: string;
  category: HelpCategoryId;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
}
