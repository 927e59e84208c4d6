/**
 * The catalogue of a language comes in three chunks, so a first visit fetches only the words
 * its first screen shows: `first` (sign-in, the frame, home and the signals), `member` (every
 * other member screen: fetched with the screen that needs it) and `admin` (the back office).
 * Each part (a file of locales/<language>/) is in exactly one group; the protocol's `errors`
 * part is in none: the server writes its answers in the member's language itself.
 */
export const CATALOGUE_GROUPS = {
  first: ['auth', 'common', 'language', 'layout', 'ui', 'home', 'signals', 'validation'],
  member: ['content', 'help', 'plans', 'premium', 'profile', 'settings', 'support'],
  admin: ['admin', 'adminSignals', 'adminSignalSources', 'adminSupport', 'adminContent', 'adminNotifications', 'adminPayments', 'adminPlans', 'adminUsers'],
} as const;

export type CatalogueGroup = keyof typeof CATALOGUE_GROUPS;

/** The parts no chunk ships. */
export const SERVER_ONLY_PARTS = ['errors'] as const;
