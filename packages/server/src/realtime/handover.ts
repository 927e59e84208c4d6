import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Logger } from '../services/logger.js';
import { writePrivateFileAtomically } from '../services/privateFiles.js';
import type { HeldForRecovery, HoldsRecovery } from './recovery.js';

/** In the data folder, between a process that stopped and the next one. */
const FILE_NAME = 'live-handover.json';

const Held = z.object({
  version: z.literal(1),
  keptFrom: z.number(),
  sessions: z.array(z.object({ sid: z.string(), pid: z.string(), rooms: z.array(z.string()), data: z.unknown(), disconnectedAt: z.number() })),
  packets: z.array(z.object({ id: z.string(), rooms: z.array(z.string()), except: z.array(z.string()), data: z.array(z.unknown()), emittedAt: z.number() })),
});

function isHandover(adapter: unknown): adapter is HoldsRecovery {
  const candidate = adapter as Partial<HoldsRecovery> | null;
  return typeof candidate?.heldForRecovery === 'function' && typeof candidate.takeOver === 'function';
}

/**
 * A restart without losing a trader's place. A stopping process writes what
 * its adapter holds for dropped sockets (their sessions, the pushes of the
 * recovery window) into the data folder; the next process on that folder
 * takes it over before its port opens. A client then comes back as from a
 * network blip: socket.io recovers its session and sends it the pushes it
 * missed, across the restart, and it reads nothing again. Only for one
 * process on its own data folder (a cluster's Redis streams keep both
 * already); what is older than the window is dropped, and a crash leaves no
 * file, so its clients read again as before.
 */
export function handoverFile(dataDir: string, windowMs: number, logger: Logger) {
  const file = path.join(dataDir, FILE_NAME);
  return {
    /** Takes over what the last process left, if it is recent; the file is gone afterwards either way. */
    takeOver(adapter: unknown, now = Date.now()): void {
      let text: string;
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch {
        // Nothing handed over: a first start, or the last process did not stop cleanly.
        return;
      }
      fs.rmSync(file, { force: true });
      const parsed = Held.safeParse(safeJson(text));
      if (!parsed.success || !isHandover(adapter)) {
        logger.warn('The live channel’s handover from the last process could not be read: its clients will read their data again');
        return;
      }
      const oldest = now - windowMs;
      const held: HeldForRecovery = {
        keptFrom: Math.max(parsed.data.keptFrom, oldest),
        sessions: parsed.data.sessions.filter((session) => session.disconnectedAt >= oldest),
        packets: parsed.data.packets.filter((packet) => packet.emittedAt >= oldest),
      };
      adapter.takeOver(held);
      logger.info(`Live channel: took over ${held.sessions.length} dropped sessions and ${held.packets.length} pushes from the last process`);
    },

    /** Leaves what the adapter holds for the next process; called once every socket is closed and the last push sent. */
    handOver(adapter: unknown): void {
      const held = isHandover(adapter) ? adapter.heldForRecovery() : null;
      if (!held) {
        return;
      }
      // Whole or not at all, owner-only (session hashes inside).
      try {
        writePrivateFileAtomically(file, JSON.stringify({ version: 1, ...held }));
      } catch (error) {
        logger.warn({ err: error }, 'Handing the live channel over to the next process failed: its clients will read their data again');
      }
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
