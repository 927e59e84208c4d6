import { CameraIcon } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { focusRing } from '../../../ui/theme/focusRing';
import { Avatar } from '../account/Avatar';

/**
 * The avatar with its edit button, which does nothing yet. The button stays
 * focusable (aria-disabled rather than disabled) so keyboard and pointer
 * users can both reach the tooltip saying why.
 */
export function AvatarEditor({ username, premium }: { username: string; premium: boolean }) {
  const t = useT();
  const tipId = useId();
  return (
    <Wrap>
      <Avatar username={username} premium={premium} size={76} />
      <EditButton type="button" aria-disabled="true" aria-label={t('profile.avatar.change')} aria-describedby={tipId} onClick={(e) => e.preventDefault()}>
        <CameraIcon size={16} />
      </EditButton>
      <Tip id={tipId} role="tooltip">
        {t('profile.avatar.soon')}
      </Tip>
    </Wrap>
  );
}

const Tip = styled.span`
  position: absolute;
  top: calc(100% + 8px);
  left: 50%;
  z-index: 2;
  transform: translateX(-50%);
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: 12px;
  font-weight: 550;
  white-space: nowrap;
  opacity: 0;
  pointer-events: none;
  transition: opacity 0.15s ease;
`;

const Wrap = styled.div`
  position: relative;
  width: 76px;
  flex: none;

  &:hover ${Tip}, &:focus-within ${Tip} {
    opacity: 1;
  }
`;

const EditButton = styled.button`
  position: absolute;
  right: -4px;
  bottom: -4px;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.textSubtle};
  cursor: not-allowed;
  ${focusRing}
`;
