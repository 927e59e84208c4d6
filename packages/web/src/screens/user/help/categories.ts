import type { AppIconName } from '../account/AppIcon';

export const HELP_CATEGORIES = [
  { id: 'getting-started', name: 'Getting Started', icon: 'rocket' },
  { id: 'trading-basics', name: 'Trading Basics', icon: 'book' },
  { id: 'signals', name: 'Signals', icon: 'signals' },
  { id: 'premium', name: 'Premium', icon: 'crown' },
  { id: 'exchanges', name: 'Exchanges', icon: 'swap' },
  { id: 'payments', name: 'Payments', icon: 'card' },
  { id: 'account', name: 'Account', icon: 'user' },
  { id: 'support', name: 'Support', icon: 'headset' },
] as const satisfies readonly { id: string; name: string; icon: AppIconName }[];

export type HelpCategoryId = (typeof HELP_CATEGORIES)[number]['id'];

export interface FaqEntry {
  id: string;
  category: HelpCategoryId;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
}
