import { beginTwoFactorSetup, disableTwoFactor, enableTwoFactor, renewRecoveryCodes } from '../../commands/twoFactor.js';
import type { User } from '../../db/models/index.js';
import { confirmPassword } from '../../guards/credentials.js';
import { prepareRecoveryCodes } from '../../guards/recoveryCodes.js';
import { acceptEnableCode, acceptSecondFactor, prepareTwoFactorSetup, presentTwoFactorSetup } from '../../guards/twoFactor.js';
import { passwordGuessOf } from '../../http/deviceCookie.js';
import { sessionKeyOf } from '../../http/sessionLifecycle.js';
import { recoveryCodesLeft } from '../../queries/twoFactor.js';
import type { Services } from '../../services/index.js';
import type { Handler, HandlerArgs } from '../types.js';

const twoFactorStatus: Handler<'twoFactorStatus'> = async ({ viewer, services }) => ({
  enabled: viewer.totpEnabled,
  recoveryCodesLeft: await recoveryCodesLeft(services.db, viewer),
});

const twoFactorSetup: Handler<'twoFactorSetup'> = async (args) => {
  await passwordFirst(args, args.input.body.password);
  const { secret, sealedSecret } = await prepareTwoFactorSetup(args.services.db, args.viewer);
  await args.write((unit) => beginTwoFactorSetup(unit, args.viewer, { sealedSecret }));
  return presentTwoFactorSetup(args.services.db, args.viewer, secret);
};

/** Turning two-factor on answers the recovery codes, made with the secret being enabled: the one time they are shown. */
const twoFactorVerify: Handler<'twoFactorVerify'> = async (args) => {
  await passwordFirst(args, args.input.body.password);
  const pendingSecret = await acceptEnableCode(codeServices(args.services), args.viewer, args.input.body.code);
  const { codes, hashes } = await prepareRecoveryCodes(args.services.db, { id: args.viewer.id, totpSecret: pendingSecret });
  await args.write((unit) => enableTwoFactor(unit, args.viewer, { pendingSecret, keepSessionKey: sessionKeyOf(args.ctx), recoveryCodeHashes: hashes }));
  return { enabled: true, recoveryCodesLeft: codes.length, recoveryCodes: codes };
};

const twoFactorDisable: Handler<'twoFactorDisable'> = async (args) => {
  await passwordFirst(args, args.input.body.password);
  await acceptSecondFactor(codeServices(args.services), args.viewer, args.input.body);
  await args.write((unit) => disableTwoFactor(unit, args.viewer));
  return { enabled: false, recoveryCodesLeft: 0 };
};

/** A new set of recovery codes, shown once; the old set stops working. */
const twoFactorRecoveryCodes: Handler<'twoFactorRecoveryCodes'> = async (args) => {
  await passwordFirst(args, args.input.body.password);
  await acceptSecondFactor(codeServices(args.services), args.viewer, args.input.body);
  const sealedSecret = args.viewer.totpSecret ?? '';
  const { codes, hashes } = await prepareRecoveryCodes(args.services.db, args.viewer);
  await args.write((unit) => renewRecoveryCodes(unit, args.viewer, { sealedSecret, recoveryCodeHashes: hashes }));
  return { enabled: true, recoveryCodesLeft: codes.length, recoveryCodes: codes };
};

/** A session alone does not change the second factor: the current password first, under the sign-in limit. */
async function passwordFirst({ ctx, viewer, services }: Pick<HandlerArgs<'twoFactorSetup'>, 'ctx' | 'services'> & { viewer: User }, password: string): Promise<void> {
  await confirmPassword(services.loginThrottle, passwordGuessOf(ctx, viewer.username), viewer, password, 'password');
}

function codeServices(services: Services) {
  return { db: services.db, throttle: services.twoFactorThrottle };
}

/** The handlers of this area, keyed by route name. */
export const twoFactorHandlers = { twoFactorStatus, twoFactorSetup, twoFactorVerify, twoFactorDisable, twoFactorRecoveryCodes };
