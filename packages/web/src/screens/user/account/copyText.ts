import { t } from '../../../i18n';
import type { MessageId } from '../../../i18n/messages';
import { toast } from '../../../stores/toast';

/** What can be copied, with the toast's words for each. */
const COPIED: Record<'address' | 'secretKey' | 'recoveryCodes', { done: MessageId; manual: MessageId }> = {
  address: { done: 'settings.copy.address.done', manual: 'settings.copy.address.manual' },
  secretKey: { done: 'settings.copy.secretKey.done', manual: 'settings.copy.secretKey.manual' },
  recoveryCodes: { done: 'settings.copy.recoveryCodes.done', manual: 'settings.copy.recoveryCodes.manual' },
};

/**
 * Copies text to the clipboard and says so with the spec's toast; when the
 * browser refuses (no permission, an insecure origin) it says that instead.
 *
 * @param text what to copy.
 * @param what the thing copied, for the toast (a wallet's address, the secret key, the recovery codes).
 */
export async function copyText(text: string, what: keyof typeof COPIED): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: t('settings.copy.done'), description: t(COPIED[what].done), variant: 'success' });
  } catch {
    toast({ title: t('settings.copy.failed'), description: t(COPIED[what].manual), variant: 'destructive' });
  }
}
