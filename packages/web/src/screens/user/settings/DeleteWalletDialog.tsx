import type { Wallet } from '@signals/protocol';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { useWalletsStore } from '../../../stores/wallets';
import { toast } from '../../../stores/toast';
import { Button, Dialog } from '../../../ui';

/** Asks before deleting a wallet; the spec's wording. */
export function DeleteWalletDialog({ wallet, onClose }: { wallet: Wallet | null; onClose: () => void }) {
  const t = useT();
  const walletRemoved = useWalletsStore((s) => s.walletRemoved);
  const [pending, setPending] = useState(false);

  const handleDelete = async () => {
    if (!wallet) {
      return;
    }
    setPending(true);
    try {
      await walletRemoved(wallet.id);
      toast({ title: t('settings.wallets.deleted.title'), description: t('settings.wallets.deleted.description', { name: wallet.name }), variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: t('settings.wallets.deleteFailed'), description: errorMessage(error, t('common.tryLater')), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={wallet !== null}
      onClose={onClose}
      size="sm"
      title={wallet ? t('settings.wallets.delete.titleNamed', { name: wallet.name }) : t('settings.wallets.delete.title')}
      description={t('settings.wallets.delete.description')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button variant="destructive" loading={pending} onClick={() => void handleDelete()}>
            {t('common.delete')}
          </Button>
        </>
      }
    />
  );
}
