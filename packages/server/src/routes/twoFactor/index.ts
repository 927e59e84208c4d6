import { beginTwoFactorSetup, disableTwoFactor, enableTwoFactor } from '../../commands/twoFactor.js';
import type { User } from '../../db/models/index.js';
import { confirmPassword } from '../../guards/credentials.js';
import { acceptDisableCode, acceptEnableCode, prepareTwoFactorSetup, presentTwoFactorSetup } from '../../guards/twoFactor.js';
import { passwordGuessOf } from '../../http/deviceCookie.js';
import { sessionKeyOf } from '../../http/sessionLifecycle.js';
import type { Services } from '../../services/index.js';
import type { Handler, HandlerArgs } from '../types.js';

const twoFactorStatus: Handler<'twoFactorStatus'> = ({ viewer }) => Promise.resolve({ enabled: viewer.totpEnabled });

const twoFactorSetup: Handler<'twoFactorSetup'> = async (args) => {
  await passwordFirst(args, args.input.body.password);
  const { secret, sealedSecret } = await prepareTwoFactorSetup(args.services.db, args.viewer);
  await args.write((unit) => beginTwoFactorSetup(unit, args.viewer, { sealedSecret }));
  return presentTwoFactorSetup(args.services.db, args.viewer, secret);
};

const twoFactorVerify: Handler<'twoFactorVerify'> = async (args) => {
  await passwordFirst(args, args.input.body.password);
  const pendingSecret = await acceptEnableCode(codeServices(args.services), args.viewer, args.input.body.code);
  await args.write((unit) => enableTwoFactor(unit, args.viewer, { pendingSecret, keepSessionKey: sessionKeyOf(args.ctx) }));
  return { enabled: true };
};

const twoFactorDisable: Handler<'twoFactorDisable'> = async (args) => {
  await passwordFirst(args, args.input.body.password);
  await acceptDisableCode(codeServices(args.services), args.viewer, args.input.body.code);
  await args.write((unit) => disableTwoFactor(unit, args.viewer));
  return { enabled: false };
};

/** A session alone does not change the second factor: the current password first, under the sign-in limit. */
async function passwordFirst({ ctx, viewer, services }: Pick<HandlerArgs<'twoFactorSetup'>, 'ctx' | 'services'> & { viewer: User }, password: string): Promise<void> {
  await confirmPassword(services.loginThrottle, passwordGuessOf(ctx, viewer.username), viewer, password, 'password');
}

function codeServices(services: Services) {
  return { db: services.db, throttle: services.twoFactorThrottle };
}

/** The handlers of this area, keyed by route name. */
export const twoFactorHandlers = { twoFactorStatus, twoFactorSetup, twoFactorVerify, twoFactorDisable };
