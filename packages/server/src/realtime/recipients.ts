import type { BroadcastOptions, Room, SocketId } from 'socket.io-adapter';
import type { Socket } from 'socket.io';

/** What a broadcast reads of the adapter: its rooms and the namespace's sockets. */
export interface RoomIndex {
  rooms: Map<Room, Set<SocketId>>;
  sockets: Map<SocketId, Socket>;
}

/**
 * The sockets a broadcast reaches, taken at the moment of the emit (as the
 * stock adapter decides them): in any of the rooms, in none of the excepted
 * ones, each once. Kept as objects, not ids: a socket that drops and is
 * recovered comes back as a new object with the same id, and gets the packet
 * from the recovery replay instead, never twice.
 */
export function recipients({ rooms, sockets }: RoomIndex, opts: BroadcastOptions): Socket[] {
  // Each candidate is checked against the excepted rooms themselves, rather than a set of their members built
  // first: an alert goes out once per language room, and building the premium room's thousands of ids for each
  // language (most of them empty) cost more than the emit itself.
  const except = [...(opts.except ?? [])].map((room) => rooms.get(room)).filter((members): members is Set<SocketId> => members !== undefined && members.size > 0);
  const ids = opts.rooms.size === 0 ? sockets.keys() : idsInRooms(rooms, opts.rooms);
  const found: Socket[] = [];
  for (const id of ids) {
    if (except.some((members) => members.has(id))) {
      continue;
    }
    const socket = sockets.get(id);
    if (socket) {
      found.push(socket);
    }
  }
  return found;
}

/** Every id in the given rooms, once; a single room needs no de-duplication. */
function idsInRooms(rooms: Map<Room, Set<SocketId>>, wanted: Set<Room>): Iterable<SocketId> {
  if (wanted.size === 1) {
    const [room] = wanted;
    return rooms.get(room as Room) ?? [];
  }
  const ids = new Set<SocketId>();
  for (const room of wanted) {
    for (const id of rooms.get(room) ?? []) {
      ids.add(id);
    }
  }
  return ids;
}
