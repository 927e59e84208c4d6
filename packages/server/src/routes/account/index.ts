import { profileHandlers } from './profile.js';
import { walletHandlers } from './wallets.js';
import { phoneVerificationHandlers } from './phoneVerification.js';
import { emailAddressHandlers } from './emailAddress.js';
import { telegramHandlers } from './telegram.js';

/** The handlers of this area, keyed by route name. */
export const accountHandlers = { ...profileHandlers, ...walletHandlers, ...phoneVerificationHandlers, ...emailAddressHandlers, ...telegramHandlers };
