import { computeAdminStats } from '../../queries/adminStats.js';
import type { Handler } from '../types.js';

const adminStats: Handler<'adminStats'> = ({ services }) => computeAdminStats(services.db);

/** The back office handlers for dashboard figures, keyed by route name. */
export const statsHandlers = { adminStats };
