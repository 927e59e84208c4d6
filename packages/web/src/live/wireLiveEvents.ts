import { wireAdminAirdropsLive } from '../stores/admin/airdrops/live';
import { wireAdminNewsLive } from '../stores/admin/news/live';
import { wireAdminNotificationsLive } from '../stores/admin/notifications/live';
import { wireAdminPaymentsLive } from '../stores/admin/payments/live';
import { wireAdminSignalDraftsLive } from '../stores/admin/signalSources/live';
import { wireAdminSignalsLive } from '../stores/admin/signals/live';
import { wireAdminStatsLive } from '../stores/admin/stats/live';
import { wireAdminTicketsLive } from '../stores/admin/tickets/live';
import { wireAdminUsersLive } from '../stores/admin/users/live';
import { wireAirdropsLive } from '../stores/airdrops/live';
import { wireNewsLive } from '../stores/news/live';
import { wireNotificationsLive } from '../stores/notifications/live';
import { wirePaymentsLive } from '../stores/payments/live';
import { wireSettingsLive } from '../stores/settings/live';
import { wireSignalTimelineLive } from '../stores/signalTimeline/live';
import { wireSignalsLive } from '../stores/signals/live';
import { wireTicketsLive } from '../stores/tickets/live';
import { wireTrackRecordLive } from '../stores/trackRecord/live';
import { startSessionSync } from './sessionSync';

/**
 * Every store that follows the live channel, wired here and nowhere else: no
 * module registers handlers by being imported, so reading this list tells
 * which stores hear which events (each wire function names its events). Called
 * once where the socket starts (connection.ts), before it opens.
 *
 * @returns a function that unwires them all.
 */
export function wireLiveEvents(): () => void {
  const unwires = [
    startSessionSync(),
    wireSignalsLive(),
    wireSignalTimelineLive(),
    wireNotificationsLive(),
    wireNewsLive(),
    wireAirdropsLive(),
    wirePaymentsLive(),
    wireSettingsLive(),
    wireTicketsLive(),
    wireTrackRecordLive(),
    wireAdminSignalsLive(),
    wireAdminSignalDraftsLive(),
    wireAdminPaymentsLive(),
    wireAdminTicketsLive(),
    wireAdminUsersLive(),
    wireAdminNotificationsLive(),
    wireAdminNewsLive(),
    wireAdminAirdropsLive(),
    wireAdminStatsLive(),
  ];
  return () => unwires.forEach((unwire) => unwire());
}
