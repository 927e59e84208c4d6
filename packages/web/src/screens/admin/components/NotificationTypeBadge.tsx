import type { NotificationType } from '@signals/protocol';
import { Badge, type BadgeTone } from '../../../ui';
import { AdminIcon, type AdminIconName } from './AdminIcon';

/** Each notification type's label, icon and colour (admin.md section 4). */
export const NOTIFICATION_TYPE_STYLES: Record<NotificationType, { label: string; icon: AdminIconName; tone: BadgeTone }> = {
  general: { label: 'General', icon: 'bell', tone: 'neutral' },
  info: { label: 'Info', icon: 'info', tone: 'accent' },
  success: { label: 'Success', icon: 'check', tone: 'profit' },
  warning: { label: 'Warning', icon: 'alert', tone: 'warning' },
  error: { label: 'Error', icon: 'ban', tone: 'loss' },
  signal: { label: 'Signal', icon: 'signals', tone: 'accent' },
  system: { label: 'System', icon: 'settings', tone: 'neutral' },
  billing: { label: 'Billing', icon: 'card', tone: 'premium' },
};

/** A notification's type as a coloured pill with its icon. */
export function NotificationTypeBadge({ type }: { type: NotificationType }) {
  const style = NOTIFICATION_TYPE_STYLES[type];
  return (
    <Badge $tone={style.tone}>
      <AdminIcon name={style.icon} size={12} />
      {style.label}
    </Badge>
  );
}
