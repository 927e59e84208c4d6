import type { LanguageCode, Signal as SignalDto } from '@signals/protocol';
import type { TelegramPostAudience } from '../db/models/index.js';
import type { Signal } from '../db/models/index.js';
import { formatFigure, formatSignedPercent, serverText } from '../i18n/serverText.js';
import { TIER_VIEWERS, type SignalDisclosure } from '../policies/signal.js';
import { presentSignalAlert } from '../services/alerts/signalAlertText.js';
import { escapeTelegramHtml, headedTelegramHtml } from '../services/telegram/html.js';
import type { SignalStep } from './signalStepNotice.js';
import { presentSignal } from './signal.js';

/** The steps a post lists: those short of the close (the close is the post's result line). */
const LISTED_STEPS = new Set(['tp1_hit', 'stop_moved', 'note']);

/**
 * A signal's post in a Telegram chat, in Telegram's HTML, written from the signal as `presentSignal` shows it to the
 * chat's readers: the premium chat's readers as a premium member, the public chat's as a free member. A premium signal
 * still open is a teaser in the public chat by construction (the locked shape has no trade to write), and its steps
 * there say what happened without the prices or notes.
 *
 * The post is the alert's headline and trade, then each step the signal took, then its end: the outcome and result,
 * or that it was cancelled or withdrawn and why (the reason is public, as on the timeline).
 *
 * @param signal the signal as it now stands.
 * @param steps its recorded steps, oldest first.
 * @param audience whose chat the post is in.
 * @param input the clock, what the settings reveal of closed signals, and the post's language.
 */
export function presentTelegramSignalPost(
  signal: Signal,
  steps: SignalStep[],
  audience: TelegramPostAudience,
  input: { now: Date; disclosure: SignalDisclosure; language: LanguageCode },
): string {
  const { now, disclosure, language } = input;
  const shown = presentSignal(signal, audience === 'premium' ? TIER_VIEWERS.premium : TIER_VIEWERS.member, now, disclosure);
  const { title, message } = presentSignalAlert(shown, language);
  const lines = [headedTelegramHtml(title, message)];
  const listed = steps.filter((step) => LISTED_STEPS.has(step.kind)).map((step) => stepLine(shown, step, language));
  if (listed.length > 0) {
    lines.push('', ...listed.map(escapeTelegramHtml));
  }
  const end = endLine(shown, language);
  if (end !== null) {
    lines.push('', `<b>${escapeTelegramHtml(end)}</b>`);
  }
  return lines.join('\n');
}

function stepLine(shown: SignalDto, step: SignalStep, language: LanguageCode): string {
  const label = serverText(language, 'alerts.close.step', { kind: step.kind });
  if (shown.locked) {
    return serverText(language, 'telegram.post.step', { step: label, hasPrice: 'no', price: '' });
  }
  if (step.kind === 'note') {
    return serverText(language, 'telegram.post.note', { note: step.note ?? '' });
  }
  return serverText(language, 'telegram.post.step', { step: label, hasPrice: step.price === null ? 'no' : 'yes', price: step.price === null ? '' : formatFigure(language, step.price) });
}

/** How the signal ended, or null while it is open. */
function endLine(shown: SignalDto, language: LanguageCode): string | null {
  const reason = shown.closeReason ?? '';
  switch (shown.outcome) {
    case 'open':
      return null;
    case 'voided':
      return serverText(language, 'telegram.post.voided', { reason });
    case 'cancelled':
      return serverText(language, 'telegram.post.cancelled', { reason });
    default: {
      const result = shown.resultPercent === null ? '' : formatSignedPercent(language, shown.resultPercent);
      const exit = !shown.locked && shown.exitPrice !== null ? formatFigure(language, shown.exitPrice) : null;
      return serverText(language, 'telegram.post.result', { outcome: shown.outcome, result, hasExit: exit === null ? 'no' : 'yes', exit: exit ?? '' });
    }
  }
}
