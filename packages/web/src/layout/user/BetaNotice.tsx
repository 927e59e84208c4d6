import type { LucideIcon } from 'lucide-react';
import { LockIcon, ShieldCheckIcon, SmartphoneIcon, ZapIcon } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useBetaStore } from '../../stores/beta';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { Button, Dialog } from '../../ui';

const limitations: { icon: LucideIcon; textId: MessageId }[] = [
  { icon: ShieldCheckIcon, textId: 'layout.beta.payments' },
  { icon: SmartphoneIcon, textId: 'layout.beta.sms' },
  { icon: LockIcon, textId: 'layout.beta.premium' },
  { icon: ZapIcon, textId: 'layout.beta.performance' },
];

/** The beta notice: opens by itself once per browser, and again from the BETA label in the header. */
export function BetaNotice() {
  const open = useBetaStore((s) => s.noticeOpen);
  const seen = useBetaStore((s) => s.noticeSeen);
  const opened = useBetaStore((s) => s.noticeOpened);
  const closed = useBetaStore((s) => s.noticeClosed);
  const t = useT();
  // Where USDT is paid to members' own addresses, it is confirmed on chain, not by an admin.
  const onChain = useSettingsStore(settingsSelectors.chainPayments);
  // SMS is mentioned only where the site sends it (issue 40): a limitation of a channel that is off is a promise of it.
  const sms = useSettingsStore(settingsSelectors.sendsSms);
  const shown = limitations
    .filter((item) => item.textId !== 'layout.beta.sms' || sms)
    .map((item) => (item.textId === 'layout.beta.payments' && onChain ? { ...item, textId: 'layout.beta.paymentsOnChain' as const } : item));

  useEffect(() => {
    if (!seen) {
      opened();
    }
  }, [seen, opened]);

  return (
    <Dialog
      open={open}
      onClose={closed}
      title={t('layout.beta.title')}
      description={t('layout.beta.description')}
      size="sm"
      footer={
        <Button onClick={closed} fullWidth>
          {t('layout.beta.understood')}
        </Button>
      }
    >
      <List>
        {shown.map((item) => (
          <Item key={item.textId}>
            <ItemIcon>
              <item.icon size={17} />
            </ItemIcon>
            {t(item.textId)}
          </Item>
        ))}
      </List>
    </Dialog>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 14.5px;
`;

const ItemIcon = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 34px;
  height: 34px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`;
