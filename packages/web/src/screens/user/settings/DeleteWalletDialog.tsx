import type { Wallet } from '@signals/protocol';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { useWalletsStore } from '../../../stores/wallets';
import { toast } from '../../../stores/toast';
import { Button, Dialog } from '../../../ui';

/** Asks before deleting a wallet; the spec's wording. */
export function DeleteWalletDialog({ wallet, onClose }: { wallet: Wallet | null; onClose: () => void }) {
  const walletRemoved = useWalletsStore((s) => s.walletRemoved);
  const [pending, setPending] = useState(false);

  const handleDelete = async () => {
    if (!wallet) {
      return;
    }
    setPending(true);
    try {
      await walletRemoved(wallet.id);
      toast({ title: 'Payment method deleted', description: `${wallet.name} has been removed.`, variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: 'Failed to delete payment method', description: errorMessage(error, 'Please try again later'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={wallet !== null}
      onClose={onClose}
      size="sm"
      title={wallet ? `Delete ${wallet.name}?` : 'Delete wallet?'}
      description="This will permanently delete this wallet from your account."
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" loading={pending} onClick={() => void handleDelete()}>
            Delete
          </Button>
        </>
      }
    />
  );
}
