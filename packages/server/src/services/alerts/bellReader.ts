import type { NotificationCategory } from '@signals/protocol';
import type { BellAudience, User } from '../../db/models/index.js';
import { effectiveNotificationPreferences } from '../../policies/account.js';
import { canSeePremiumDetail } from '../../policies/signal.js';
import { bellCategories } from './wants.js';

/** Who reads the bell, as its queries need it: which readership's rows, and which categories they keep in the app. */
export interface BellReader {
  id: number;
  audience: BellAudience;
  categories: NotificationCategory[];
}

/**
 * The bell's reader for a member right now: the 'premium' readership when
 * the access policy shows them a premium signal's trade (premium running,
 * or an admin), 'members' otherwise; and the categories they keep in the app.
 *
 * @param user the member, as loaded for the request.
 * @param now the clock.
 */
export function bellReaderOf(user: User, now: Date = new Date()): BellReader {
  return {
    id: user.id,
    audience: canSeePremiumDetail(user, now) ? 'premium' : 'members',
    categories: bellCategories(effectiveNotificationPreferences(user, now)),
  };
}
