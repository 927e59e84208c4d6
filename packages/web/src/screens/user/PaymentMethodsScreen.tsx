import { CreditCardIcon, PlusIcon } from 'lucide-react';
import type { Wallet } from '@signals/protocol';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../i18n/useT';
import { useWalletsStore, walletSelectors } from '../../stores/wallets';
import { BackLink, Button, EmptyState, ErrorState, PageHeader, Skeleton } from '../../ui';
import { SettingsPage } from './account/SettingsPage';
import { DeleteWalletDialog } from './settings/DeleteWalletDialog';
import { WalletDialog } from './settings/WalletDialog';
import { WalletItem } from './settings/WalletItem';

type Editing = { wallet: Wallet | null } | null;

/** Payment methods: the member's saved wallets, to add, edit and delete. */
export function PaymentMethodsScreen() {
  const t = useT();
  const status = useWalletsStore(walletSelectors.status);
  const error = useWalletsStore(walletSelectors.error);
  const wallets = useWalletsStore(useShallow(walletSelectors.list));
  const requested = useWalletsStore((s) => s.walletsRequested);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Wallet | null>(null);

  useEffect(() => {
    void requested();
  }, [requested]);

  const addButton = (
    <Button onClick={() => setEditing({ wallet: null })}>
      <PlusIcon size={16} />
      {t('settings.wallets.add')}
    </Button>
  );

  return (
    <SettingsPage>
      <PageHeader
        title={t('settings.wallets.title')}
        description={t('settings.wallets.intro')}
        eyebrow={<BackLink to="/settings">{t('common.settings')}</BackLink>}
        actions={status === 'ready' && wallets.length > 0 ? addButton : undefined}
      />
      {status === 'error' && <ErrorState title={t('settings.wallets.loadFailed')} description={error ?? undefined} retryLabel={t('common.retry')} onRetry={() => void requested()} />}
      {(status === 'idle' || status === 'loading') && (
        <List aria-busy="true" aria-label={t('settings.wallets.loading')}>
          {[0, 1].map((key) => (
            <SkeletonItem key={key}>
              <Skeleton $height={40} $width="40px" $radius="12px" />
              <SkeletonLines>
                <Skeleton $height={16} $width="40%" />
                <Skeleton $height={13} $width="85%" />
              </SkeletonLines>
            </SkeletonItem>
          ))}
        </List>
      )}
      {status === 'ready' && wallets.length === 0 && (
        <Empty>
          <EmptyState
            title={t('settings.wallets.empty.title')}
            description={t('settings.wallets.empty.description')}
            icon={CreditCardIcon}
            action={addButton}
          />
        </Empty>
      )}
      {status === 'ready' && wallets.length > 0 && (
        <List aria-label={t('settings.wallets.list')}>
          {wallets.map((wallet) => (
            <WalletItem key={wallet.id} wallet={wallet} onEdit={(w) => setEditing({ wallet: w })} onDelete={setDeleting} />
          ))}
        </List>
      )}
      <WalletDialog open={editing !== null} wallet={editing?.wallet ?? null} onClose={() => setEditing(null)} />
      <DeleteWalletDialog wallet={deleting} onClose={() => setDeleting(null)} />
    </SettingsPage>
  );
}

const List = styled.ul`
  overflow: hidden;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const SkeletonItem = styled.li`
  display: flex;
  gap: 14px;
  padding: 16px;
`;

const SkeletonLines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
`;

const Empty = styled.div`
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
