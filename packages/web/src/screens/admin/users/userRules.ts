import type { MessageId } from '../../../i18n/messages';

/**
 * Why the back office greys out some user actions; the server refuses the same
 * acts with the same reasons (policies/adminUsers on the server). Message ids:
 * the reason reads in the language shown.
 */
export const ADMIN_USER_REFUSAL_BAN: MessageId = 'adminUsers.refusal.ban';
export const ADMIN_USER_REFUSAL_OWN_ADMIN: MessageId = 'adminUsers.refusal.ownAdmin';
