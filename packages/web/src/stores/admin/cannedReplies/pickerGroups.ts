import { LANGUAGE_CODES, type CannedReply, type LanguageCode } from '@signals/protocol';

/** The replies of one language, as the picker groups them. */
export interface PickerGroup {
  language: LanguageCode;
  /** Whether it is the language of the ticket's member. */
  members: boolean;
  replies: CannedReply[];
}

/**
 * The canned replies as the Respond dialog's picker offers them: the member's language first, then the others in the
 * language menu's order; each group by title, as the reader's language sorts text. Languages without a reply are left
 * out; before the member's language is known, none is put first.
 */
export function pickerGroups(replies: readonly CannedReply[], memberLanguage: LanguageCode | null, collator: Intl.Collator = new Intl.Collator()): PickerGroup[] {
  const order = memberLanguage === null ? [...LANGUAGE_CODES] : [memberLanguage, ...LANGUAGE_CODES.filter((code) => code !== memberLanguage)];
  return order.flatMap((language) => {
    const ofLanguage = replies.filter((reply) => reply.language === language).sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
    return ofLanguage.length === 0 ? [] : [{ language, members: language === memberLanguage, replies: ofLanguage }];
  });
}

/** Where an inserted reply goes: the box's text, or after it, a blank line between, when the agent has written already. */
export function withInserted(current: string, inserted: string): string {
  return current.trim() === '' ? inserted : `${current.replace(/\s+$/, '')}\n\n${inserted}`;
}
