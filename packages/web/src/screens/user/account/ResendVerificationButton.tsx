import { useState } from 'react';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { useAccountStore } from '../../../stores/account';
import { toast } from '../../../stores/toast';
import { Button } from '../../../ui';

/**
 * "Resend the link": the account's unconfirmed address gets its confirmation
 * link again. The server allows 3 an hour per address and says when to try
 * again past that; its words are shown as they come.
 */
export function ResendVerificationButton({ email, variant = 'secondary' }: { email: string; variant?: 'secondary' | 'ghost' }) {
  const t = useT();
  const resend = useAccountStore((s) => s.verificationResent);
  const [sending, setSending] = useState(false);
  const onClick = async () => {
    setSending(true);
    try {
      await resend();
      toast({ title: t('layout.verify.sent.title'), description: t('layout.verify.sent.description', { email }), variant: 'success' });
    } catch (error) {
      toast({ title: t('layout.verify.failed'), description: errorMessage(error, t('common.tryLater')), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button variant={variant} size="sm" loading={sending} onClick={() => void onClick()}>
      {t('layout.verify.resend')}
    </Button>
  );
}
