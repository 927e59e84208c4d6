import type admin from './locales/en/admin.json';
import type adminSignals from './locales/en/adminSignals.json';
import type adminSignalSources from './locales/en/adminSignalSources.json';
import type adminSupport from './locales/en/adminSupport.json';
import type adminContent from './locales/en/adminContent.json';
import type adminNotifications from './locales/en/adminNotifications.json';
import type adminPayments from './locales/en/adminPayments.json';
import type adminPlans from './locales/en/adminPlans.json';
import type adminUsers from './locales/en/adminUsers.json';
import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type content from './locales/en/content.json';
import type help from './locales/en/help.json';
import type home from './locales/en/home.json';
import type language from './locales/en/language.json';
import type layout from './locales/en/layout.json';
import type plans from './locales/en/plans.json';
import type premium from './locales/en/premium.json';
import type profile from './locales/en/profile.json';
import type settings from './locales/en/settings.json';
import type signals from './locales/en/signals.json';
import type support from './locales/en/support.json';
import type ui from './locales/en/ui.json';
import type { TextKey } from '@signals/protocol';

/**
 * Every message id the app uses: the keys of the English catalogue, part by
 * part (a new part's file is added here), and the protocol's (errors.*,
 * validation.*). A typo in an id is a type error.
 */
export type MessageId = Extract<keyof typeof admin | keyof typeof adminSignals | keyof typeof adminSignalSources | keyof typeof adminSupport | keyof typeof adminContent | keyof typeof adminNotifications | keyof typeof adminPayments | keyof typeof adminPlans | keyof typeof adminUsers | keyof typeof auth | keyof typeof common | keyof typeof content | keyof typeof help | keyof typeof home | keyof typeof language | keyof typeof layout | keyof typeof plans | keyof typeof premium | keyof typeof profile | keyof typeof settings | keyof typeof signals | keyof typeof support | keyof typeof ui, string> | TextKey;

/** The values a message's ICU arguments take. */
export type MessageValues = Record<string, string | number | Date | undefined>;
