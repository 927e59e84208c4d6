import type { LucideIcon } from 'lucide-react';
import { BellIcon, CircleCheckIcon, CreditCardIcon, CrownIcon, InfoIcon, SettingsIcon, TrendingUpIcon, TriangleAlertIcon } from 'lucide-react';
import type { Notification } from '@signals/protocol';
import { memo } from 'react';
import styled, { css } from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatAgo } from '../../../lib/format';
import { Skeleton } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { useNow } from '../common/useNow';

type Tone = 'accent' | 'profit' | 'loss' | 'warning' | 'premium';

/** The spec picks the icon from the title (Premium, Completed); the type covers the rest. */
function iconFor(notification: Notification): { icon: LucideIcon; tone: Tone } {
  if (notification.title.includes('Premium')) {
    return { icon: CrownIcon, tone: 'premium' };
  }
  if (notification.title.includes('Completed')) {
    return { icon: CircleCheckIcon, tone: 'profit' };
  }
  const byType: Record<Notification['type'], { icon: LucideIcon; tone: Tone }> = {
    general: { icon: BellIcon, tone: 'accent' },
    info: { icon: InfoIcon, tone: 'accent' },
    success: { icon: CircleCheckIcon, tone: 'profit' },
    warning: { icon: TriangleAlertIcon, tone: 'warning' },
    error: { icon: TriangleAlertIcon, tone: 'loss' },
    signal: { icon: TrendingUpIcon, tone: 'accent' },
    system: { icon: SettingsIcon, tone: 'accent' },
    billing: { icon: CreditCardIcon, tone: 'warning' },
  };
  return byType[notification.type];
}

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/** One notification; unread ones are outlined. Activating an unread one marks it read. */
export const NotificationItem = memo(function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const t = useT();
  const now = useNow();
  const { icon: Glyph, tone } = iconFor(notification);
  const unread = !notification.read;
  return (
    <Item
      type="button"
      $unread={unread}
      onClick={() => onOpen(notification)}
      data-unread={unread || undefined}
    >
      <IconCircle $tone={tone}>
        <Glyph size={18} />
      </IconCircle>
      <Text>
        <TitleRow>
          <Title>{notification.title}</Title>
          {unread && (
            <>
              <UnreadDot aria-hidden="true" />
              <Hidden>{t('content.notifications.unreadMark')}</Hidden>
            </>
          )}
        </TitleRow>
        <Message>{notification.message}</Message>
        <Time dateTime={notification.createdAt}>{formatAgo(notification.createdAt, now)}</Time>
      </Text>
    </Item>
  );
});

/** A placeholder row while the list loads. */
export function NotificationSkeleton() {
  return (
    <SkeletonRow aria-hidden="true">
      <Skeleton $height={40} $width="40px" $radius="50%" />
      <SkeletonText>
        <Skeleton $height={18} $width="40%" />
        <Skeleton $height={14} $width="92%" />
        <Skeleton $height={14} $width="70%" />
        <Skeleton $height={12} $width="25%" />
      </SkeletonText>
    </SkeletonRow>
  );
}

const tones = {
  accent: css`
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
  `,
  profit: css`
    background: ${({ theme }) => theme.colors.profitSoft};
    color: ${({ theme }) => theme.colors.profit};
  `,
  loss: css`
    background: ${({ theme }) => theme.colors.lossSoft};
    color: ${({ theme }) => theme.colors.loss};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
  `,
  premium: css`
    background: ${({ theme }) => theme.colors.premiumSoft};
    color: ${({ theme }) => theme.colors.premium};
  `,
};

const rowBase = css`
  display: flex;
  align-items: flex-start;
  gap: 14px;
  width: 100%;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Item = styled.button<{ $unread: boolean }>`
  ${rowBase}
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  transition:
    border-color 0.2s ease,
    background 0.2s ease;
  ${({ $unread, theme }) =>
    $unread &&
    css`
      border-color: ${theme.colors.accent};
      background: linear-gradient(${theme.colors.accentSoft}, ${theme.colors.accentSoft}), ${theme.colors.surface};
    `}

  &:hover {
    border-color: ${({ theme, $unread }) => ($unread ? theme.colors.accentHover : theme.colors.borderStrong)};
  }
  ${focusRing}
`;

const SkeletonRow = styled.div`
  ${rowBase}
`;

const IconCircle = styled.span<{ $tone: Tone }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  ${({ $tone }) => tones[$tone]}
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const SkeletonText = styled(Text)`
  gap: 9px;
  padding: 2px 0;
`;

const TitleRow = styled.span`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Title = styled.span`
  font-weight: 650;
`;

const UnreadDot = styled.span`
  width: 8px;
  height: 8px;
  flex: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Message = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  /* A transaction hash or an address is one 66-character word: it breaks rather than push a phone's page sideways. */
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 12.5px;
`;
