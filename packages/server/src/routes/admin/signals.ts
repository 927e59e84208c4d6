import { recordSignalEvent } from '../../commands/signalEvents.js';
import { createSignal as createSignalCommand, removeSignal, updateSignal as updateSignalCommand } from '../../commands/signals.js';
import { presentFullSignal } from '../../presenters/signal.js';
import { presentSignalEvent } from '../../presenters/signalEvent.js';
import { listSignalsForAdmin } from '../../queries/adminSignals.js';
import { loadSignal } from '../../queries/signals.js';
import type { Handler } from '../types.js';

// Signal writes answer only admins (the route table says so): the full shape, no redaction.
const createSignal: Handler<'createSignal'> = async ({ input, viewer, write }) =>
  presentFullSignal(await write((unit) => createSignalCommand(unit, viewer, { values: input.body })));

const updateSignal: Handler<'updateSignal'> = async ({ input, viewer, services, write }) => {
  const current = await loadSignal(services.db, input.params.id);
  return presentFullSignal(await write((unit) => updateSignalCommand(unit, viewer, { current, values: input.body })));
};

/** The spec's delete: a signal members were told of is voided with the admin's reason, one never announced deleted. */
const deleteSignal: Handler<'deleteSignal'> = async ({ input, viewer, services, write }) => {
  const current = await loadSignal(services.db, input.params.id);
  const { voided } = await write((unit) => removeSignal(unit, viewer, { current, reason: input.body.reason }));
  return { ok: true as const, voided };
};

/** A step of the signal's life; the answer is for the admin who wrote it: the event with its price, and the full signal. */
const adminAddSignalEvent: Handler<'adminAddSignalEvent'> = async ({ input, viewer, services, write }) => {
  const current = await loadSignal(services.db, input.params.id);
  const now = new Date();
  const { event, signal } = await write((unit) => recordSignalEvent(unit, viewer, { signal: current, values: input.body, now }));
  return { event: presentSignalEvent(event, true), signal: presentFullSignal(signal, now) };
};

const adminListSignals: Handler<'adminListSignals'> = ({ input, services }) => listSignalsForAdmin(services.db, input.query);

/** The back office handlers for signals: the admin-only writes of /api/signals and the admin table, keyed by route name. */
export const signalHandlers = { createSignal, updateSignal, deleteSignal, adminListSignals, adminAddSignalEvent };
