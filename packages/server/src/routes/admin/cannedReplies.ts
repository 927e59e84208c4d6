import { createCannedReply, deleteCannedReply, updateCannedReply } from '../../commands/cannedReplies.js';
import { presentCannedReply } from '../../presenters/cannedReply.js';
import { listCannedReplies } from '../../queries/cannedReplies.js';
import type { Handler } from '../types.js';

const adminListCannedReplies: Handler<'adminListCannedReplies'> = async ({ services }) => (await listCannedReplies(services.db)).map(presentCannedReply);

const adminCreateCannedReply: Handler<'adminCreateCannedReply'> = async ({ input, viewer, write }) =>
  presentCannedReply(await write((unit) => createCannedReply(unit, viewer, { values: input.body })));

const adminUpdateCannedReply: Handler<'adminUpdateCannedReply'> = async ({ input, viewer, write }) =>
  presentCannedReply(await write((unit) => updateCannedReply(unit, viewer, { id: input.params.id, values: input.body })));

const adminDeleteCannedReply: Handler<'adminDeleteCannedReply'> = async ({ input, viewer, write }) => {
  await write((unit) => deleteCannedReply(unit, viewer, { id: input.params.id }));
  return { ok: true as const };
};

/** Support's canned replies (issue 46), keyed by route name. */
export const cannedReplyHandlers = { adminListCannedReplies, adminCreateCannedReply, adminUpdateCannedReply, adminDeleteCannedReply };
