import type { LucideIcon } from 'lucide-react';
import { BanIcon, BellIcon, CircleCheckIcon, CreditCardIcon, InfoIcon, SettingsIcon, TrendingUpIcon, TriangleAlertIcon } from 'lucide-react';
import type { NotificationType } from '@signals/protocol';
import { Badge, type BadgeTone } from '../../../ui';

/** Each notification type's label, icon and colour (admin.md section 4). */
export const NOTIFICATION_TYPE_STYLES: Record<NotificationType, { label: string; icon: LucideIcon; tone: BadgeTone }> = {
  general: { label: 'General', icon: BellIcon, tone: 'neutral' },
  info: { label: 'Info', icon: InfoIcon, tone: 'accent' },
  success: { label: 'Success', icon: CircleCheckIcon, tone: 'profit' },
  warning: { label: 'Warning', icon: TriangleAlertIcon, tone: 'warning' },
  error: { label: 'Error', icon: BanIcon, tone: 'loss' },
  signal: { label: 'Signal', icon: TrendingUpIcon, tone: 'accent' },
  system: { label: 'System', icon: SettingsIcon, tone: 'neutral' },
  billing: { label: 'Billing', icon: CreditCardIcon, tone: 'premium' },
};

/** A notification's type as a coloured pill with its icon. */
export function NotificationTypeBadge({ type }: { type: NotificationType }) {
  const style = NOTIFICATION_TYPE_STYLES[type];
  return (
    <Badge $tone={style.tone}>
      <style.icon size={12} />
      {style.label}
    </Badge>
  );
}
