import { presentPublicSettings, readSettings } from '../../services/settings.js';
import type { Handler } from '../types.js';
import { APP_VERSION } from '../../version.js';

const health: Handler<'health'> = async ({ services }) => {
  // Touch the database so a broken file or pool shows here, not on the next sign-in.
  await services.db.raw('select 1');
  return { ok: true, version: APP_VERSION };
};

const publicSettings: Handler<'publicSettings'> = async ({ services }) =>
  presentPublicSettings(await readSettings(services.db), services.config);

export const systemHandlers = { health, publicSettings };
