import { disableTwoFactor } from '../../commands/twoFactorDisabler.js';
import { confirmTwoFactor, startTwoFactorSetup } from '../../commands/twoFactorEnroller.js';
import type { Services } from '../../services/index.js';
import type { Handler } from '../types.js';

const twoFactorStatus: Handler<'twoFactorStatus'> = async ({ viewer }) => ({ enabled: viewer.totpEnabled });

const twoFactorSetup: Handler<'twoFactorSetup'> = async ({ viewer, services }) => startTwoFactorSetup(services, viewer);

const twoFactorVerify: Handler<'twoFactorVerify'> = async ({ input, viewer, services }) => {
  await confirmTwoFactor(withThrottle(services), viewer, input.body.code);
  return { enabled: true };
};

const twoFactorDisable: Handler<'twoFactorDisable'> = async ({ input, viewer, services }) => {
  await disableTwoFactor(withThrottle(services), viewer, input.body.code);
  return { enabled: false };
};

function withThrottle(services: Services) {
  return { db: services.db, events: services.events, throttle: services.twoFactorThrottle };
}

/** The handlers of this area, keyed by route name. */
export const twoFactorHandlers = { twoFactorStatus, twoFactorSetup, twoFactorVerify, twoFactorDisable };
