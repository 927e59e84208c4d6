import type { MessageId } from '../../../i18n/messages';

/** The privacy policy, section by section, as message ids. */
export interface PrivacySection {
  id: string;
  title: MessageId;
  /** The paragraphs; the contact one quotes the support address as {email}. */
  paragraphs: MessageId[];
  /** Optional bullet points after the paragraphs. */
  points?: MessageId[];
}

/** The day the policy last changed (ISO), written out in the language shown. */
export const PRIVACY_LAST_UPDATED = '2025-04-05';

/** The eight sections of the policy, in reading order. */
export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    id: 'information-we-collect',
    title: 'help.privacy.collect.title',
    paragraphs: ['help.privacy.collect.p1'],
    points: ['help.privacy.collect.account', 'help.privacy.collect.payments', 'help.privacy.collect.wallets', 'help.privacy.collect.support', 'help.privacy.collect.technical'],
  },
  { id: 'how-we-use-it', title: 'help.privacy.use.title', paragraphs: ['help.privacy.use.p1', 'help.privacy.use.p2'] },
  { id: 'cookies', title: 'help.privacy.cookies.title', paragraphs: ['help.privacy.cookies.p1'] },
  { id: 'sharing', title: 'help.privacy.sharing.title', paragraphs: ['help.privacy.sharing.p1'] },
  { id: 'security', title: 'help.privacy.security.title', paragraphs: ['help.privacy.security.p1', 'help.privacy.security.p2'] },
  { id: 'retention', title: 'help.privacy.retention.title', paragraphs: ['help.privacy.retention.p1'] },
  {
    id: 'your-rights',
    title: 'help.privacy.rights.title',
    paragraphs: ['help.privacy.rights.p1'],
    points: ['help.privacy.rights.correct', 'help.privacy.rights.notifications', 'help.privacy.rights.copy'],
  },
  { id: 'contact', title: 'help.privacy.contact.title', paragraphs: ['help.privacy.contact.p1'] },
];
