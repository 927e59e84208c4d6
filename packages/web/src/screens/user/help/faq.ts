import { HIGH_PROFIT_THRESHOLD, PAYMENT_METHOD_DETAILS, SUPPORT_RESPONSE_HOURS } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';
import type { FaqEntry, FaqParagraph, HelpCategoryId, ShownFaqEntry } from './categories';

/** An entry: its question's key and its paragraphs (a key, or a key with the values it quotes). */
const entry = (id: string, category: HelpCategoryId, question: MessageId, ...answer: (MessageId | FaqParagraph)[]): FaqEntry => ({
  id,
  category,
  question,
  answer: answer.map((paragraph) => (typeof paragraph === 'string' ? { id: paragraph } : paragraph)),
});

/**
 * What the site does, as the answers must say it: whether it sends SMS, whether USDT is credited on chain, and the
 * profit from which signals are Premium.
 */
export interface FaqSite {
  sms: boolean;
  onChain: boolean;
  premiumFrom: number;
}

/**
 * The help centre's questions and answers, as message ids. Built from the
 * live premium price and what the site does, so the answers never disagree
 * with the payment screen and promise no channel the site does not send
 * (issue 40). The beta answer says how payments are confirmed in the beta
 * notice's own words.
 *
 * @param price the premium price per month, in USDT.
 * @param supportHours when support answers, in the language shown (help.supportHours).
 * @param site what the public settings say the site does.
 * @returns every entry, grouped by category in reading order.
 */
export function faqEntries(price: number, supportHours: string, site: FaqSite): FaqEntry[] {
  // Free signals go up to the premium threshold; the high-profit alert is a category of its own, above its own figure.
  const profit = { max: site.premiumFrom, threshold: HIGH_PROFIT_THRESHOLD };
  const smsOnly = <T,>(...paragraphs: T[]): T[] => (site.sms ? paragraphs : []);
  const pay = { price, network: PAYMENT_METHOD_DETAILS.usdt.network };
  const entries: Array<FaqEntry | null> = [
    // Getting started
    entry('what-is-it', 'getting-started', 'help.faq.whatIsIt.q', 'help.faq.whatIsIt.a1', 'help.faq.whatIsIt.a2'),
    entry('first-steps', 'getting-started', 'help.faq.firstSteps.q', 'help.faq.firstSteps.a1'),
    entry('beta', 'getting-started', 'help.faq.beta.q', 'help.faq.beta.a1', site.onChain ? 'layout.beta.paymentsOnChain' : 'layout.beta.payments', ...smsOnly<MessageId>('layout.beta.sms')),
    // Trading basics
    entry('arbitrage', 'trading-basics', 'help.faq.arbitrage.q', 'help.faq.arbitrage.a1', 'help.faq.arbitrage.a2'),
    entry('tp-sl', 'trading-basics', 'help.faq.tpSl.q', 'help.faq.tpSl.a1', 'help.faq.tpSl.a2'),
    entry('risk', 'trading-basics', 'help.faq.risk.q', 'help.faq.risk.a1', 'help.faq.risk.a2'),
    // Signals
    entry('types', 'signals', 'help.faq.types.q', 'help.faq.types.a1'),
    entry('free-vs-premium', 'signals', 'help.faq.freeVsPremium.q', { id: 'help.faq.freeVsPremium.a1', values: profit }, 'help.faq.freeVsPremium.a2'),
    entry('expiry', 'signals', 'help.faq.expiry.q', 'help.faq.expiry.a1'),
    entry('alerts', 'signals', 'help.faq.alerts.q', { id: 'help.faq.alerts.a1', values: profit }, ...smsOnly<MessageId>('help.faq.alerts.sms')),
    // Premium
    entry('premium-includes', 'premium', 'help.faq.premiumIncludes.q', { id: 'help.faq.premiumIncludes.a1', values: { threshold: site.premiumFrom } }, ...smsOnly<MessageId>('help.faq.premiumIncludes.sms')),
    entry('premium-price', 'premium', 'help.faq.premiumPrice.q', { id: 'help.faq.premiumPrice.a1', values: { price } }),
    entry('cancel', 'premium', 'help.faq.cancel.q', 'help.faq.cancel.a1'),
    // Exchanges
    entry('which-exchanges', 'exchanges', 'help.faq.whichExchanges.q', 'help.faq.whichExchanges.a1'),
    entry('fees', 'exchanges', 'help.faq.fees.q', 'help.faq.fees.a1'),
    entry('api-keys', 'exchanges', 'help.faq.apiKeys.q', 'help.faq.apiKeys.a1'),
    // Payments
    entry('how-to-pay', 'payments', 'help.faq.howToPay.q', { id: site.onChain ? 'help.faq.howToPay.a1.onChain' : 'help.faq.howToPay.a1', values: pay }),
    // The confirmation times quote PAYMENT_METHOD_DETAILS' texts (usdt, bitcoin and ethereum).
    entry('how-long', 'payments', 'help.faq.howLong.q', site.onChain ? 'help.faq.howLong.a1.onChain' : 'help.faq.howLong.a1'),
    entry('btc-eth', 'payments', 'help.faq.btcEth.q', 'help.faq.btcEth.a1'),
    entry('wrong-network', 'payments', 'help.faq.wrongNetwork.q', 'help.faq.wrongNetwork.a1'),
    site.onChain ? entry('wrong-amount', 'payments', 'help.faq.wrongAmount.q', 'help.faq.wrongAmount.a1', 'help.faq.wrongAmount.a2') : null,
    entry('refund', 'payments', 'help.faq.refund.q', 'help.faq.refund.a1'),
    // Account
    entry('edit-profile', 'account', 'help.faq.editProfile.q', 'help.faq.editProfile.a1', ...smsOnly<MessageId>('help.faq.editProfile.sms')),
    entry('two-factor', 'account', 'help.faq.twoFactor.q', 'help.faq.twoFactor.a1', 'help.faq.twoFactor.a2'),
    entry('password-signout', 'account', 'help.faq.passwordSignout.q', 'help.faq.passwordSignout.a1'),
    site.sms ? entry('sms-locked', 'account', 'help.faq.smsLocked.q', 'help.faq.smsLocked.a1') : null,
    entry('delete-account', 'account', 'help.faq.deleteAccount.q', 'help.faq.deleteAccount.a1'),
    // Support
    entry('contact', 'support', 'help.faq.contact.q', 'help.faq.contact.a1'),
    entry('hours', 'support', 'help.faq.hours.q', { id: 'help.faq.hours.a1', values: { supportHours, hours: SUPPORT_RESPONSE_HOURS } }),
    entry('live-chat', 'support', 'help.faq.liveChat.q', 'help.faq.liveChat.a1'),
  ];
  return entries.filter((found): found is FaqEntry => found !== null);
}

/**
 * The entries in the language shown, before any search: the search reads
 * what the member reads.
 *
 * @param entries the entries as message ids.
 * @param t the translator of the language shown.
 */
export function showFaq(entries: readonly FaqEntry[], t: (id: MessageId, values?: FaqParagraph['values']) => string): ShownFaqEntry[] {
  return entries.map(({ id, category, question, answer }) => ({
    id,
    category,
    question: t(question),
    answer: answer.map((paragraph) => t(paragraph.id, paragraph.values)),
  }));
}
