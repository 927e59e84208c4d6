import type { NotificationChannel, PublicSettings } from '@signals/protocol';
import type { SettingsState } from './store';

export const settingsSelectors = {
  status: (s: SettingsState) => s.status,
  siteName: (s: SettingsState) => s.publicSettings.siteName,
  siteDescription: (s: SettingsState) => s.publicSettings.siteDescription,
  enableRegistrations: (s: SettingsState) => s.publicSettings.enableRegistrations,
  publicSettings: (s: SettingsState) => s.publicSettings,
  /** The profit from which signals are Premium: every offer, list heading and answer quotes this one figure (issue 40). */
  premiumProfitThreshold: (s: SettingsState) => s.publicSettings.premiumProfitThreshold,
  /** Which alert channels this site sends (configured and switched on): a screen offers only those. */
  deliveryChannels: (s: SettingsState) => s.publicSettings.deliveryChannels,
  /** Whether this site texts alerts: SMS is promised nowhere where it does not (issue 40). */
  sendsSms: (s: SettingsState) => s.publicSettings.deliveryChannels.sms,
  /** Whether USDT goes to each member's own deposit address and is credited from the chain, not checked by an admin. */
  chainPayments: (s: SettingsState) => s.publicSettings.chainPaymentsEnabled,
};

/** Whether the site sends alerts on a channel: the bell always; push, e-mail and SMS as the server says. */
export function sendsChannel(channels: PublicSettings['deliveryChannels'], channel: NotificationChannel): boolean {
  return channel === 'app' || channels[channel];
}
