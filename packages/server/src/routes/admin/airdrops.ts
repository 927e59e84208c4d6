import { textRef } from '@signals/protocol';
import { createAirdrop, deleteAirdrop, toggleAirdrop, updateAirdrop } from '../../commands/airdrops.js';
import type { Db } from '../../db/knex.js';
import type { Airdrop } from '../../db/models/index.js';
import { notFound } from '../../errors.js';
import { presentAirdrop } from '../../presenters/content.js';
import { findAirdropById, listAirdropsForAdmin } from '../../queries/adminContent.js';
import type { Handler } from '../types.js';

export const AIRDROP_NOT_FOUND = textRef('errors.airdropNotFound');

async function loadAirdrop(db: Db, id: number): Promise<Airdrop> {
  const airdrop = await findAirdropById(db, id);
  if (!airdrop) {
    throw notFound(AIRDROP_NOT_FOUND);
  }
  return airdrop;
}

const adminListAirdrops: Handler<'adminListAirdrops'> = async ({ services }) => (await listAirdropsForAdmin(services.db)).map(presentAirdrop);

const adminCreateAirdrop: Handler<'adminCreateAirdrop'> = async ({ input, viewer, write }) =>
  presentAirdrop(await write((unit) => createAirdrop(unit, viewer, { values: input.body })));

const adminUpdateAirdrop: Handler<'adminUpdateAirdrop'> = async ({ input, viewer, services, write }) => {
  const current = await loadAirdrop(services.db, input.params.id);
  return presentAirdrop(await write((unit) => updateAirdrop(unit, viewer, { current, values: input.body })));
};

const adminToggleAirdrop: Handler<'adminToggleAirdrop'> = async ({ input, viewer, services, write }) => {
  const current = await loadAirdrop(services.db, input.params.id);
  return presentAirdrop(await write((unit) => toggleAirdrop(unit, viewer, { current })));
};

const adminDeleteAirdrop: Handler<'adminDeleteAirdrop'> = async ({ input, viewer, services, write }) => {
  const current = await loadAirdrop(services.db, input.params.id);
  await write((unit) => deleteAirdrop(unit, viewer, { current }));
  return { ok: true as const };
};

/** The back office handlers for airdrops, keyed by route name. */
export const airdropHandlers = { adminListAirdrops, adminCreateAirdrop, adminUpdateAirdrop, adminToggleAirdrop, adminDeleteAirdrop };
