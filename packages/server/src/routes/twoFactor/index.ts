import { confirmPassword } from '../../commands/authenticator.js';
import { disableTwoFactor } from '../../commands/twoFactorDisabler.js';
import { confirmTwoFactor, startTwoFactorSetup } from '../../commands/twoFactorEnroller.js';
import type { User } from '../../db/models/index.js';
import { passwordGuessOf } from '../../http/deviceCookie.js';
import { sessionKeyOf } from '../../http/sessionLifecycle.js';
import type { Services } from '../../services/index.js';
import type { Handler, HandlerArgs } from '../types.js';

const twoFactorStatus: Handler<'twoFactorStatus'> = async ({ viewer }) => ({ enabled: viewer.totpEnabled });

const twoFactorSetup: Handler<'twoFactorSetup'> = async (args) => {
  await passwordFirst(args, args.input.body.password);
  return startTwoFactorSetup(args.services, args.viewer);
};

const twoFactorVerify: Handler<'twoFactorVerify'> = async (args) => {
  await passwordFirst(args, args.input.body.password);
  await confirmTwoFactor(withThrottle(args.services), args.viewer, args.input.body.code, sessionKeyOf(args.ctx));
  return { enabled: true };
};

const twoFactorDisable: Handler<'twoFactorDisable'> = async (args) => {
  await passwordFirst(args, args.input.body.password);
  await disableTwoFactor(withThrottle(args.services), args.viewer, args.input.body.code);
  return { enabled: false };
};

/** A session alone does not change the second factor: the current password first, under the sign-in limit. */
async function passwordFirst({ ctx, viewer, services }: Pick<HandlerArgs<'twoFactorSetup'>, 'ctx' | 'services'> & { viewer: User }, password: string): Promise<void> {
  await confirmPassword(services.loginThrottle, passwordGuessOf(ctx, viewer.username), viewer, password, 'password');
}

function withThrottle(services: Services) {
  return { db: services.db, events: services.events, throttle: services.twoFactorThrottle };
}

/** The handlers of this area, keyed by route name. */
export const twoFactorHandlers = { twoFactorStatus, twoFactorSetup, twoFactorVerify, twoFactorDisable };
