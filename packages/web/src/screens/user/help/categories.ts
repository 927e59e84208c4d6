import type { LucideIcon } from 'lucide-react';
import { ArrowRightLeftIcon, BookIcon, CreditCardIcon, CrownIcon, HeadsetIcon, RocketIcon, TrendingUpIcon, UserIcon } from 'lucide-react';
import type { MessageId, MessageValues } from '../../../i18n/messages';

export const HELP_CATEGORIES = [
  { id: 'getting-started', name: 'help.category.gettingStarted', icon: RocketIcon },
  { id: 'trading-basics', name: 'help.category.tradingBasics', icon: BookIcon },
  { id: 'signals', name: 'help.category.signals', icon: TrendingUpIcon },
  { id: 'premium', name: 'help.category.premium', icon: CrownIcon },
  { id: 'exchanges', name: 'help.category.exchanges', icon: ArrowRightLeftIcon },
  { id: 'payments', name: 'help.category.payments', icon: CreditCardIcon },
  { id: 'account', name: 'help.category.account', icon: UserIcon },
  { id: 'support', name: 'help.category.support', icon: HeadsetIcon },
] as const satisfies readonly { id: string; name: MessageId; icon: LucideIcon }[];

export type HelpCategoryId = (typeof HELP_CATEGORIES)[number]['id'];

/** A paragraph of an answer: its message, with the values it quotes (the price, a threshold). */
export interface FaqParagraph {
  id: MessageId;
  values?: MessageValues;
}

/** A question and its answer as message ids: faq.ts holds them, the help screen translates them. */
export interface FaqEntry {
  id: string;
  category: HelpCategoryId;
  question: MessageId;
  /** Paragraphs of the answer. */
  answer: FaqParagraph[];
}

/** A question and its answer in the language shown: what the search reads and the accordion shows. */
export interface ShownFaqEntry {
  id: string;
  category: HelpCategoryId;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
}
