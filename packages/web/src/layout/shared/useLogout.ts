import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api';
import { useT } from '../../i18n/useT';
import { usePushStore } from '../../stores/push';
import { useSessionStore } from '../../stores/session';
import { toast } from '../../stores/toast';

/** Sign out with the spec's toasts, then go to `destination`. */
export function useLogout(destination: string) {
  const logout = useSessionStore((s) => s.logout);
  const navigate = useNavigate();
  const t = useT();
  const [pending, setPending] = useState(false);

  const handleLogout = async () => {
    setPending(true);
    try {
      // While still signed in: the server forgets this browser's push subscription, so no alert reaches the next person here.
      await usePushStore.getState().pushSignedOut();
      await logout();
      toast({ title: t('layout.logout.done.title'), description: t('layout.logout.done.description') });
      // Replace, and without a "from": the next sign-in should start at home, not where this one ended.
      void navigate(destination, { replace: true, state: null });
    } catch (error) {
      toast({ title: t('layout.logout.failed.title'), description: errorMessage(error, t('layout.logout.failed.description')), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return { logout: handleLogout, pending };
}
