import type { Handlers } from '../types.js';
import { airdropHandlers } from './airdrops.js';
import { analyticsHandlers } from './analytics.js';
import { auditHandlers } from './audit.js';
import { newsHandlers } from './news.js';
import { notificationHandlers } from './notifications.js';
import { paymentHandlers } from './payments.js';
import { planHandlers } from './plans.js';
import { settingsHandlers } from './settings.js';
import { signalHandlers } from './signals.js';
import { signalSourceHandlers } from './signalSources.js';
import { statsHandlers } from './stats.js';
import { telegramAdminHandlers } from './telegram.js';
import { ticketHandlers } from './tickets.js';
import { ticketMemberHandlers } from './ticketMember.js';
import { cannedReplyHandlers } from './cannedReplies.js';
import { userHandlers } from './users.js';

/** The handlers of the back office (and the admin-only signal writes), keyed by route name. */
export const adminHandlers: Handlers = {
  ...statsHandlers,
  ...userHandlers,
  ...signalHandlers,
  ...signalSourceHandlers,
  ...newsHandlers,
  ...airdropHandlers,
  ...settingsHandlers,
  ...paymentHandlers,
  ...planHandlers,
  ...ticketHandlers,
  ...ticketMemberHandlers,
  ...cannedReplyHandlers,
  ...notificationHandlers,
  ...auditHandlers,
  ...analyticsHandlers,
  ...telegramAdminHandlers,
};
