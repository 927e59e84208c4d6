import { accountHandlers } from './account/index.js';
import { adminHandlers } from './admin/index.js';
import { authHandlers } from './auth/index.js';
import { billingHandlers } from './billing/index.js';
import { contentHandlers } from './content/index.js';
import { notificationHandlers } from './notifications/index.js';
import { pushHandlers } from './push/index.js';
import { signalHandlers } from './signals/index.js';
import { supportHandlers } from './support/index.js';
import { systemHandlers } from './system/index.js';
import { trackRecordHandlers } from './trackRecord/index.js';
import { twoFactorHandlers } from './twoFactor/index.js';
import type { Handlers } from './types.js';
import { emailHandlers } from './email/index.js';
import { alertHandlers } from './alerts/index.js';

/** Every handler, keyed by its route name in the protocol table. Each area keeps its own registry. */
export const handlers: Handlers = {
  ...systemHandlers,
  ...authHandlers,
  ...signalHandlers,
  ...trackRecordHandlers,
  ...contentHandlers,
  ...notificationHandlers,
  ...accountHandlers,
  ...twoFactorHandlers,
  ...billingHandlers,
  ...supportHandlers,
  ...adminHandlers,
  ...emailHandlers,
  ...alertHandlers,
  ...pushHandlers,
};
