import {
  FREE_PROFIT_MAX,
  HIGH_PROFIT_THRESHOLD,
  PAYMENT_METHOD_DETAILS,
  SUPPORT_HOURS,
  SUPPORT_RESPONSE_HOURS,
} from '@signals/protocol';
import type { FaqEntry } from './categories';

/**
 * The help centre's questions and answers. Built from the live premium price
 * so the answers never disagree with the payment screen.
 *
 * @param price the premium price per month, in USDT.
 * @returns every entry, grouped by category in reading order.
 */
export function faqEntries(price: number): FaqEntry[] {
  const usdt = PAYMENT_METHOD_DETAILS.usdt;
  return [
    // Getting started
    { id: 'what-is-it', category: 'getting-started', question: 'What does this service do?', answer: [
      'We publish trading signals: crypto arbitrage between exchanges, forex setups and futures trades. Each signal shows the pair, the expected profit and, when it is unlocked for you, the exact prices to act on.',
      'New signals appear on your screen the moment they are published, without refreshing the page.',
    ] },
    { id: 'first-steps', category: 'getting-started', question: 'How do I get started?', answer: [
      'Open Signals to see the latest free signals, then choose how you want to be alerted in Settings → Notifications. When you want every signal with full details, upgrade to Premium.',
    ] },
    { id: 'beta', category: 'getting-started', question: 'What does "beta" mean for me?', answer: [
      'The service works, but a few things are still manual or being improved: payments are verified by an admin by hand, SMS alerts can arrive with a delay, some premium signals may occasionally be unavailable, and pages may load more slowly at busy times.',
    ] },
    // Trading basics
    { id: 'arbitrage', category: 'trading-basics', question: 'What is an arbitrage signal?', answer: [
      'Arbitrage means buying a coin on the exchange where it is cheaper and selling it on the one where it is dearer. The signal names both exchanges and both prices; the profit shown is the price gap.',
      'Moving coins between exchanges takes time (the signal assumes about 30 minutes), and prices can move meanwhile, so act on active signals only.',
    ] },
    { id: 'tp-sl', category: 'trading-basics', question: 'What are take-profit and stop-loss?', answer: [
      'Take-profit levels (TP1, TP2) are the prices at which to close all or part of a position in profit. The stop-loss is the price at which to close at a small loss so a bad trade cannot grow into a big one.',
      'Place both as orders on your exchange as soon as you enter the trade.',
    ] },
    { id: 'risk', category: 'trading-basics', question: 'How much should I risk on one signal?', answer: [
      'Signals are information, not financial advice, and no signal wins every time. Many traders risk no more than 1-2% of their account on a single trade.',
      'With futures, lower leverage with the same take-profit and stop-loss prices is fine: the levels are prices, so they work at any leverage with less risk.',
    ] },
    // Signals
    { id: 'types', category: 'signals', question: 'Which kinds of signals are there?', answer: [
      'Arbitrage (crypto): buy and sell exchanges with their prices. Forex: direction (buy or sell), entry price, two take-profit levels and a stop-loss. Futures: exchange, direction (long or short), leverage and contract type (perpetual, quarterly or dated), usually with entry, targets and stop-loss.',
    ] },
    { id: 'free-vs-premium', category: 'signals', question: 'What is the difference between free and premium signals?', answer: [
      `Free signals carry a profit of up to ${FREE_PROFIT_MAX}%. Premium signals start at ${FREE_PROFIT_MAX}% and include the high-profit ones of ${HIGH_PROFIT_THRESHOLD}% and more.`,
      'Without Premium you still see every premium signal’s pair and profit, with its details locked; upgrading unlocks them at once.',
    ] },
    { id: 'expiry', category: 'signals', question: 'How long is a signal valid?', answer: [
      'An active signal shows how long it has been active; once it passes its expiry it is marked Expired. Price gaps close quickly, so treat expired signals as history, not as trades to enter.',
    ] },
    { id: 'alerts', category: 'signals', question: 'How do I get alerted about new signals?', answer: [
      `Choose per alert type in Settings → Notifications: in the app, by e-mail and, for Premium members, by SMS. The "high-profit signals" alert covers signals over ${HIGH_PROFIT_THRESHOLD}%.`,
    ] },
    // Premium
    { id: 'premium-includes', category: 'premium', question: 'What does Premium include?', answer: [
      `Every premium arbitrage, forex and futures signal with full details, signals with a profit of ${HIGH_PROFIT_THRESHOLD}% and more, SMS alerts, priority access to new features and priority support.`,
    ] },
    { id: 'premium-price', category: 'premium', question: 'How much does Premium cost?', answer: [
      `${price} USDT per month, with no taxes or fees added on our side. Premium runs for one month from the moment your payment is approved; the end date is shown on your profile.`,
    ] },
    { id: 'cancel', category: 'premium', question: 'Can I cancel Premium?', answer: [
      'Yes, from the Premium page. Cancelling removes premium access immediately, so cancel only once you no longer need it. You can subscribe again at any time.',
    ] },
    // Exchanges
    { id: 'which-exchanges', category: 'exchanges', question: 'Which exchanges do I need?', answer: [
      'Each arbitrage signal names its buy and sell exchanges, and each futures signal its exchange. To act quickly, keep verified, funded accounts on the exchanges you trade most often.',
    ] },
    { id: 'fees', category: 'exchanges', question: 'Do exchange fees change the profit?', answer: [
      'Yes. The profit shown is the price difference; trading, withdrawal and network fees come off it. Check your exchanges’ fees before acting on a small arbitrage gap, as a withdrawal fee can cancel it out.',
    ] },
    { id: 'api-keys', category: 'exchanges', question: 'Do you trade for me or need my exchange login?', answer: [
      'No. You place every trade yourself. We never ask for exchange passwords or API keys; anyone who does in our name is not us.',
    ] },
    // Payments
    { id: 'how-to-pay', category: 'payments', question: 'How do I pay for Premium?', answer: [
      `Open Premium and choose Continue with USDT Payment. Send exactly ${price} USDT on the ${usdt.network} network to the address shown, then enter the transaction ID (the hash) and submit.`,
    ] },
    { id: 'how-long', category: 'payments', question: 'How long until my Premium is active?', answer: [
      `An admin checks every payment by hand. ${usdt.confirmation} You get a notification as soon as it is approved, and premium signals unlock without signing in again.`,
    ] },
    { id: 'btc-eth', category: 'payments', question: 'Can I pay with Bitcoin or Ethereum?', answer: [
      `Yes, at the USD equivalent of the monthly price. Bitcoin: ${PAYMENT_METHOD_DETAILS.bitcoin.confirmation.toLowerCase()} Ethereum: ${PAYMENT_METHOD_DETAILS.ethereum.confirmation.toLowerCase()}`,
    ] },
    { id: 'wrong-network', category: 'payments', question: 'I sent the wrong amount or used the wrong network', answer: [
      'Open a support ticket right away with the transaction ID, the amount and the network you used. Coins sent on a network other than BEP20 may not be recoverable, so always check the network before sending.',
    ] },
    // Account
    { id: 'edit-profile', category: 'account', question: 'How do I change my username, e-mail or phone?', answer: [
      'Go to Settings → Profile settings and choose Edit Profile. Your phone number, in international form such as +14155550123, is where SMS alerts go.',
    ] },
    { id: 'two-factor', category: 'account', question: 'How do I turn on two-factor authentication?', answer: [
      'Go to Settings → Two-factor authentication and choose Set up. Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy…) or type in the key, then enter the 6-digit code the app shows.',
      'From then on, signing in asks for a fresh code after your password.',
    ] },
    { id: 'password-signout', category: 'account', question: 'Why was I signed out after changing my password?', answer: [
      'Changing your password signs out every other device, so anyone who knew the old password loses access. The device you changed it on stays signed in.',
    ] },
    { id: 'sms-locked', category: 'account', question: 'Why can’t I turn on SMS alerts?', answer: [
      'SMS alerts are a Premium benefit. Once you are Premium, the SMS switches unlock in Settings → Notifications; make sure a phone number is on your profile.',
    ] },
    { id: 'delete-account', category: 'account', question: 'How do I delete my account?', answer: [
      'Account deletion is not self-service yet. Contact support and we will close the account for you and confirm by e-mail.',
    ] },
    // Support
    { id: 'contact', category: 'support', question: 'How do I contact support?', answer: [
      'Open a ticket from Support Tickets, or send a message from Settings → Contact support. Every answer arrives in your tickets, and you are notified when the team replies. You can also write to us by e-mail.',
    ] },
    { id: 'hours', category: 'support', question: 'When is support available?', answer: [
      `${SUPPORT_HOURS}. Tickets are answered within ${SUPPORT_RESPONSE_HOURS} hours; Premium members' tickets are answered first.`,
    ] },
    { id: 'live-chat', category: 'support', question: 'Is there a live chat?', answer: [
      'Not at the moment. Tickets keep the whole conversation in one place and reach the team just as fast.',
    ] },
  ];
}
