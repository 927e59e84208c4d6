import { toast } from '../../../stores/toast';

/**
 * Copies text to the clipboard and says so with the spec's toast; when the
 * browser refuses (no permission, an insecure origin) it says that instead.
 *
 * @param text what to copy.
 * @param what the thing copied, for the toast ("Secret key").
 */
export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied to clipboard', description: `${what} copied successfully`, variant: 'success' });
  } catch {
    toast({ title: 'Could not copy', description: `Select the ${what.toLowerCase()} and copy it by hand.`, variant: 'destructive' });
  }
}
