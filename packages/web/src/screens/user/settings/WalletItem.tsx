import { CopyIcon, PencilIcon, Trash2Icon, WalletIcon } from 'lucide-react';
import type { Wallet } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Button } from '../../../ui';
import { copyText } from '../account/copyText';
import { StatusBadge } from '../account/StatusBadge';

interface WalletItemProps {
  wallet: Wallet;
  onEdit: (wallet: Wallet) => void;
  onDelete: (wallet: Wallet) => void;
}

/** One saved wallet: name, network, the full address (to check it character by character), and its actions. */
export function WalletItem({ wallet, onEdit, onDelete }: WalletItemProps) {
  const t = useT();
  return (
    <Item>
      <Glyph>
        <WalletIcon size={20} />
      </Glyph>
      <Main>
        <Top>
          <Name>{wallet.name}</Name>
          <StatusBadge tone="accent">{wallet.network}</StatusBadge>
        </Top>
        <Address>{wallet.walletAddress}</Address>
      </Main>
      <Actions>
        <Button variant="ghost" size="sm" onClick={() => void copyText(wallet.walletAddress, 'address')} aria-label={t('settings.wallets.copyLabel', { name: wallet.name })}>
          <CopyIcon size={15} />
          <ActionText>{t('common.copy')}</ActionText>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onEdit(wallet)} aria-label={t('settings.wallets.editLabel', { name: wallet.name })}>
          <PencilIcon size={15} />
          <ActionText>{t('common.edit')}</ActionText>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDelete(wallet)} aria-label={t('settings.wallets.deleteLabel', { name: wallet.name })}>
          <Trash2Icon size={15} />
          <ActionText>{t('common.delete')}</ActionText>
        </Button>
      </Actions>
    </Item>
  );
}

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 6px 14px;
  padding: 16px;

  @media (min-width: 640px) {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Glyph = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

const Main = styled.div`
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Name = styled.h3`
  font-size: 15px;
  font-weight: 650;
  overflow-wrap: anywhere;
`;

const Address = styled.p`
  margin-top: 4px;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  gap: 4px;

  @media (min-width: 640px) {
    grid-column: auto;
  }
`;

const ActionText = styled.span`
  @media (min-width: 640px) and (max-width: 899px) {
    display: none;
  }
`;
