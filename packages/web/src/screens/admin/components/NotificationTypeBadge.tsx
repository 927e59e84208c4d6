import type { LucideIcon } from 'lucide-react';
import { BanIcon, BellIcon, CircleCheckIcon, CreditCardIcon, InfoIcon, SettingsIcon, TrendingUpIcon, TriangleAlertIcon } from 'lucide-react';
import type { NotificationType } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { Badge, type BadgeTone } from '../../../ui';

/** Each notification type's label (a catalogue key: `t(style.labelId)`), icon and colour (admin.md section 4). */
export const NOTIFICATION_TYPE_STYLES: Record<NotificationType, { labelId: MessageId; icon: LucideIcon; tone: BadgeTone }> = {
  general: { labelId: 'admin.notificationType.general', icon: BellIcon, tone: 'neutral' },
  info: { labelId: 'admin.notificationType.info', icon: InfoIcon, tone: 'accent' },
  success: { labelId: 'admin.notificationType.success', icon: CircleCheckIcon, tone: 'profit' },
  warning: { labelId: 'admin.notificationType.warning', icon: TriangleAlertIcon, tone: 'warning' },
  error: { labelId: 'admin.notificationType.error', icon: BanIcon, tone: 'loss' },
  signal: { labelId: 'admin.notificationType.signal', icon: TrendingUpIcon, tone: 'accent' },
  system: { labelId: 'admin.notificationType.system', icon: SettingsIcon, tone: 'neutral' },
  billing: { labelId: 'admin.notificationType.billing', icon: CreditCardIcon, tone: 'premium' },
};

/** A notification's type as a coloured pill with its icon. */
export function NotificationTypeBadge({ type }: { type: NotificationType }) {
  const t = useT();
  const style = NOTIFICATION_TYPE_STYLES[type];
  return (
    <Badge $tone={style.tone}>
      <style.icon size={12} />
      {t(style.labelId)}
    </Badge>
  );
}
