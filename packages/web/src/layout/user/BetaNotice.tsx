import type { LucideIcon } from 'lucide-react';
import { LockIcon, ShieldCheckIcon, SmartphoneIcon, ZapIcon } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useBetaStore } from '../../stores/beta';
import { Button, Dialog } from '../../ui';

const limitations: { icon: LucideIcon; text: string }[] = [
  { icon: ShieldCheckIcon, text: 'Payments are verified manually by an admin, so activation is not instant.' },
  { icon: SmartphoneIcon, text: 'SMS alerts may be delayed.' },
  { icon: LockIcon, text: 'Some premium signals may be unavailable.' },
  { icon: ZapIcon, text: 'Performance may be slower than usual.' },
];

/** The beta notice: opens by itself once per browser, and again from the BETA label in the header. */
export function BetaNotice() {
  const open = useBetaStore((s) => s.noticeOpen);
  const seen = useBetaStore((s) => s.noticeSeen);
  const opened = useBetaStore((s) => s.noticeOpened);
  const closed = useBetaStore((s) => s.noticeClosed);

  useEffect(() => {
    if (!seen) {
      opened();
    }
  }, [seen, opened]);

  return (
    <Dialog
      open={open}
      onClose={closed}
      title="Beta Version Notice"
      description="This app is in beta. While we polish it, please keep these limitations in mind:"
      size="sm"
      footer={
        <Button onClick={closed} fullWidth>
          I Understand
        </Button>
      }
    >
      <List>
        {limitations.map((item) => (
          <Item key={item.text}>
            <ItemIcon>
              <item.icon size={17} />
            </ItemIcon>
            {item.text}
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
