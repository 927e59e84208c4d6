import { MESSAGES } from '@signals/protocol';
import { discardDraft, publishDraft } from '../../commands/signalDeliveries.js';
import { createSignalSource, deleteSignalSource, rotateSignalSourceSecret } from '../../commands/signalSources.js';
import { notFound } from '../../errors.js';
import { requestLanguage } from '../../i18n/requestLanguage.js';
import { presentFullSignal } from '../../presenters/signal.js';
import { presentSignalDelivery, presentSignalDraft, presentSignalSource } from '../../presenters/signalSource.js';
import { findSignalSource, latestDeliveries, listSignalSources, waitingDrafts } from '../../queries/signalSources.js';
import { newSourceKeys } from '../../services/signalHooks/sourceSecrets.js';
import type { Handler } from '../types.js';

const adminListSignalSources: Handler<'adminListSignalSources'> = async ({ ctx, services }) => {
  const sources = await listSignalSources(services.db);
  const language = requestLanguage(ctx);
  return sources.map((source) => presentSignalSource(source, services.config.publicUrl, language));
};

/** The one answer that carries the secret: the sender needs it, and nobody can read it back later. */
const adminCreateSignalSource: Handler<'adminCreateSignalSource'> = async ({ ctx, input, viewer, services, write }) => {
  const keys = newSourceKeys(services.db);
  const source = await write((unit) => createSignalSource(unit, viewer, { values: input.body, token: keys.token, sealedSecret: keys.sealed }));
  return { ...presentSignalSource(source, services.config.publicUrl, requestLanguage(ctx)), secret: keys.secret };
};

const adminDeleteSignalSource: Handler<'adminDeleteSignalSource'> = async ({ input, viewer, write }) => {
  await write((unit) => deleteSignalSource(unit, viewer, { id: input.params.id }));
  return { ok: true as const };
};

const adminRotateSignalSourceSecret: Handler<'adminRotateSignalSourceSecret'> = async ({ input, viewer, services, write }) => {
  const source = await findSignalSource(services.db, input.params.id);
  if (!source) {
    throw notFound(MESSAGES.signalSourceNotFound);
  }
  const keys = newSourceKeys(services.db, source.token);
  await write((unit) => rotateSignalSourceSecret(unit, viewer, { id: source.id, token: source.token, sealedSecret: keys.sealed }));
  return { id: source.id, secret: keys.secret };
};

/** A deleted source's log stays readable: its drafts may still be on the desk. */
const adminListSignalDeliveries: Handler<'adminListSignalDeliveries'> = async ({ input, services }) => {
  const source = await findSignalSource(services.db, input.params.id, { deleted: true });
  if (!source) {
    throw notFound(MESSAGES.signalSourceNotFound);
  }
  return (await latestDeliveries(services.db, source.id)).map(presentSignalDelivery);
};

const adminListSignalDrafts: Handler<'adminListSignalDrafts'> = async ({ services }) =>
  (await waitingDrafts(services.db)).map(({ draft, source }) => presentSignalDraft(draft, source));

const adminPublishSignalDraft: Handler<'adminPublishSignalDraft'> = async ({ input, viewer, write }) => {
  const now = new Date();
  const signal = await write((unit) => publishDraft(unit, viewer, { id: input.params.id, edited: input.body.values, now }));
  return presentFullSignal(signal, now);
};

const adminDiscardSignalDraft: Handler<'adminDiscardSignalDraft'> = async ({ input, viewer, write }) => {
  const { draft, source } = await write((unit) => discardDraft(unit, viewer, { id: input.params.id }));
  return presentSignalDraft(draft, source);
};

/** The back office's webhook sources and draft desk (issue 44), keyed by route name. */
export const signalSourceHandlers = {
  adminListSignalSources,
  adminCreateSignalSource,
  adminDeleteSignalSource,
  adminRotateSignalSourceSecret,
  adminListSignalDeliveries,
  adminListSignalDrafts,
  adminPublishSignalDraft,
  adminDiscardSignalDraft,
};
