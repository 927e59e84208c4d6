import { zodResolver } from '@hookform/resolvers/zod';
import { WalletRequest, type Wallet } from '@signals/protocol';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useWalletsStore } from '../../../stores/wallets';
import { toast } from '../../../stores/toast';
import { Button, Dialog, SelectField, TextField } from '../../../ui';
import { networkOptions } from './networks';

type WalletValues = z.output<typeof WalletRequest>;

interface WalletDialogProps {
  open: boolean;
  /** The wallet to edit; none to add one. */
  wallet: Wallet | null;
  onClose: () => void;
}

/** Add or edit a wallet (name, address, network) with the protocol's rules. */
export function WalletDialog({ open, wallet, onClose }: WalletDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(wallet ? 'settings.wallets.dialog.editTitle' : 'settings.wallets.dialog.addTitle')}
      description={t(wallet ? 'settings.wallets.dialog.editDescription' : 'settings.wallets.dialog.addDescription')}
    >
      {/* Keyed so each opening starts from the wallet's current values. */}
      <WalletForm key={wallet?.id ?? 'new'} wallet={wallet} onDone={onClose} />
    </Dialog>
  );
}

function WalletForm({ wallet, onDone }: { wallet: Wallet | null; onDone: () => void }) {
  const t = useT();
  const walletAdded = useWalletsStore((s) => s.walletAdded);
  const walletEdited = useWalletsStore((s) => s.walletEdited);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WalletRequest, unknown, WalletValues>({
    resolver: zodResolver(WalletRequest),
    defaultValues: { name: wallet?.name ?? '', walletAddress: wallet?.walletAddress ?? '', network: wallet?.network ?? '' },
  });

  const onSubmit = async (values: WalletValues) => {
    try {
      if (wallet) {
        await walletEdited(wallet.id, values);
        toast({ title: t('settings.wallets.updated.title'), description: t('settings.wallets.updated.description', { name: values.name }), variant: 'success' });
      } else {
        await walletAdded(values);
        toast({ title: t('settings.wallets.added.title'), description: t('settings.wallets.added.description', { name: values.name }), variant: 'success' });
      }
      onDone();
    } catch (error) {
      applyFieldIssues(error, setError, ['name', 'walletAddress', 'network']);
      toast({
        title: t(wallet ? 'settings.wallets.updateFailed' : 'settings.wallets.addFailed'),
        description: errorMessage(error, t('common.tryLater')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <TextField label={t('settings.wallets.field.name')} placeholder={t('settings.wallets.field.name.placeholder')} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField
        label={t('settings.wallets.field.address')}
        placeholder="0x…"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.walletAddress?.message}
        {...register('walletAddress')}
      />
      <SelectField label={t('settings.wallets.field.network')} error={errors.network?.message} {...register('network')}>
        <option value="">{t('settings.wallets.field.network.placeholder')}</option>
        {networkOptions(wallet?.network).map((network) => (
          <option key={network} value={network}>
            {network}
          </option>
        ))}
      </SelectField>
      <Actions>
        <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t(wallet ? 'settings.wallets.save' : 'settings.wallets.add')}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 10px;
  margin-top: 8px;

  @media (min-width: 560px) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
