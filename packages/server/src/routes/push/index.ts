import { textRef } from '@signals/protocol';
import { removePushSubscription, savePushSubscription } from '../../commands/pushSubscriptions.js';
import { badRequest } from '../../errors.js';
import { isAllowedPushEndpoint, pushKeysProblem } from '../../policies/pushEndpoints.js';
import type { Handler } from '../types.js';

const REFUSED_ENDPOINT = textRef('errors.pushEndpointRefused');

const pushPublicKey: Handler<'pushPublicKey'> = ({ services }) => Promise.resolve({ publicKey: services.vapidPublicKey });

const addPushSubscription: Handler<'addPushSubscription'> = async ({ input, viewer, services, ctx, write }) => {
  const { endpoint, keys } = input.body;
  if (!isAllowedPushEndpoint(endpoint, services.config.pushAllowedOrigins)) {
    throw badRequest(REFUSED_ENDPOINT, [{ path: 'endpoint', message: REFUSED_ENDPOINT }]);
  }
  const problem = pushKeysProblem(keys);
  if (problem) {
    throw badRequest(problem.message, [problem]);
  }
  return write((unit) => savePushSubscription(unit, viewer, { endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent: ctx.get('User-Agent') || null }));
};

const removePushSubscriptionHandler: Handler<'removePushSubscription'> = ({ input, viewer, write }) =>
  write((unit) => removePushSubscription(unit, viewer, { endpoint: input.body.endpoint }));

/** The handlers of this area, keyed by route name. */
export const pushHandlers = { pushPublicKey, addPushSubscription, removePushSubscription: removePushSubscriptionHandler };
