import { updateSettings } from '../../commands/settings.js';
import { acceptSettingChanges } from '../../guards/settingChanges.js';
import { listSettings } from '../../queries/adminSettings.js';
import { configuredProviders } from '../../services/settings.js';
import type { Handler } from '../types.js';

const adminGetSettings: Handler<'adminGetSettings'> = ({ services }) => listSettings(services.db);

/** What the server's configuration provides, whatever the switches say: the back office shows it beside them. */
const adminProviders: Handler<'adminProviders'> = ({ services }) => Promise.resolve(configuredProviders(services.config));

const adminUpdateSettings: Handler<'adminUpdateSettings'> = async ({ input, viewer, services, write }) => {
  // Refused values answer 400 naming their keys, each issue in the admin's language (the error answer writes them).
  const values = acceptSettingChanges(input.body.settings, services.config.nodeEnv === 'production');
  await write((unit) => updateSettings(unit, viewer, { values }));
  return listSettings(services.db);
};

/** The back office handlers for system settings, keyed by route name. */
export const settingsHandlers = { adminGetSettings, adminProviders, adminUpdateSettings };
