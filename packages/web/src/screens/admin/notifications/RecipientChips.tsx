import { XIcon } from 'lucide-react';
import type { UserSummary } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { focusRing } from '../../../ui/theme/focusRing';

interface RecipientChipsProps {
  users: UserSummary[];
  onRemove: (user: UserSummary) => void;
}

/** The chosen recipients as removable chips. */
export function RecipientChips({ users, onRemove }: RecipientChipsProps) {
  const t = useT();
  if (users.length === 0) {
    return null;
  }
  return (
    <Chips aria-label={t('adminNotifications.chips.label')}>
      {users.map((user) => (
        <Chip key={user.id}>
          <span>{user.username}</span>
          <Remove type="button" aria-label={t('adminNotifications.chips.remove', { username: user.username })} onClick={() => onRemove(user)}>
            <XIcon size={12} />
          </Remove>
        </Chip>
      ))}
    </Chips>
  );
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 30px;
  padding: 0 4px 0 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 13px;
  font-weight: 600;
`;

const Remove = styled.button`
  display: grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  ${focusRing}
`;
