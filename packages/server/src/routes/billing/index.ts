import { cardHandlers } from './card.js';
import { paymentHandlers } from './payments.js';
import { planHandlers } from './plans.js';
import { receiptHandlers } from './receipt.js';
import { subscriptionHandlers } from './subscription.js';

/** The handlers of this area, keyed by route name. */
export const billingHandlers = { ...subscriptionHandlers, ...paymentHandlers, ...cardHandlers, ...planHandlers, ...receiptHandlers };
