import type { User } from '@signals/protocol';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { useAccountStore } from '../../../stores/account';
import { toast } from '../../../stores/toast';
import { Button } from '../../../ui';
import { Notice } from '../account/Notice';

/**
 * A change of address waiting for its link: the account keeps its address
 * until the link sent to the new one is opened. Send it again, or drop it.
 */
export function PendingEmail({ user }: { user: User }) {
  const t = useT();
  const resend = useAccountStore((s) => s.emailChangeResent);
  const cancel = useAccountStore((s) => s.emailChangeCancelled);
  const [busy, setBusy] = useState<'resend' | 'cancel' | null>(null);
  const pending = user.pendingEmail;
  if (!pending) {
    return null;
  }
  const act = async (which: 'resend' | 'cancel') => {
    setBusy(which);
    try {
      if (which === 'resend') {
        await resend();
        toast({ title: t('layout.verify.sent.title'), description: t('layout.verify.sent.description', { email: pending }), variant: 'success' });
      } else {
        await cancel();
        toast({ title: t('profile.pending.cancelled'), variant: 'success' });
      }
    } catch (error) {
      toast({ title: t('profile.pending.failed'), description: errorMessage(error, t('common.tryLater')), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Notice
      tone="warning"
      title={t('profile.pending.title')}
      action={
        <Actions>
          <Button variant="secondary" size="sm" loading={busy === 'resend'} disabled={busy !== null} onClick={() => void act('resend')}>
            {t('layout.verify.resend')}
          </Button>
          <Button variant="ghost" size="sm" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => void act('cancel')}>
            {t('profile.pending.cancel')}
          </Button>
        </Actions>
      }
    >
      {t('profile.pending.text', { email: pending, current: user.email })}
    </Notice>
  );
}

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 8px;
`;
