import { createAirdrop, deleteAirdrop, toggleAirdrop, updateAirdrop } from '../../commands/airdropWriter.js';
import type { Db } from '../../db/knex.js';
import { Airdrop } from '../../db/models/index.js';
import { notFound } from '../../errors.js';
import { presentAirdrop } from '../../presenters/content.js';
import { listAirdropsForAdmin } from '../../queries/adminContent.js';
import type { Handler } from '../types.js';

export const AIRDROP_NOT_FOUND = 'Airdrop not found';

async function loadAirdrop(db: Db, id: number): Promise<Airdrop> {
  const airdrop = await Airdrop.query(db).findById(id);
  if (!airdrop) {
    throw notFound(AIRDROP_NOT_FOUND);
  }
  return airdrop;
}

const adminListAirdrops: Handler<'adminListAirdrops'> = async ({ services }) => (await listAirdropsForAdmin(services.db)).map(presentAirdrop);

const adminCreateAirdrop: Handler<'adminCreateAirdrop'> = async ({ input, viewer, services }) =>
  presentAirdrop(await createAirdrop(services.db, services.events, viewer, input.body));

const adminUpdateAirdrop: Handler<'adminUpdateAirdrop'> = async ({ input, viewer, services }) => {
  const current = await loadAirdrop(services.db, input.params.id);
  return presentAirdrop(await updateAirdrop(services.db, services.events, viewer, current, input.body));
};

const adminToggleAirdrop: Handler<'adminToggleAirdrop'> = async ({ input, viewer, services }) => {
  const current = await loadAirdrop(services.db, input.params.id);
  return presentAirdrop(await toggleAirdrop(services.db, services.events, viewer, current));
};

const adminDeleteAirdrop: Handler<'adminDeleteAirdrop'> = async ({ input, viewer, services }) => {
  const current = await loadAirdrop(services.db, input.params.id);
  await deleteAirdrop(services.db, services.events, viewer, current);
  return { ok: true as const };
};

/** The back office handlers for airdrops, keyed by route name. */
export const airdropHandlers = { adminListAirdrops, adminCreateAirdrop, adminUpdateAirdrop, adminToggleAirdrop, adminDeleteAirdrop };
