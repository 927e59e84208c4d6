import type { Socket } from 'socket.io';

/** Engine.IO's "message" packet type, which carries every Socket.IO packet. */
const ENGINE_MESSAGE = '4';
/** WebSocket frame header byte: FIN set, text opcode. */
const FIN_TEXT = 0x81;

/** What gets written to a socket's TCP stream; net.Socket satisfies it. */
export interface FrameSink {
  writable: boolean;
  write(chunk: Buffer): boolean;
}

/**
 * The parts of engine.io and ws we read to write straight to a socket's TCP
 * stream. They are not in those packages' typings, so every one is checked at
 * run time, and anything unexpected sends through engine.io's own path.
 */
interface EngineInternals {
  readyState?: string;
  upgrading?: boolean;
  writeBuffer?: unknown[];
  transport?: {
    name?: string;
    socket?: {
      readyState?: number;
      _sender?: { _queue?: unknown[] };
      _socket?: Partial<FrameSink>;
    };
  };
}

/** ws's WebSocket.OPEN. */
const WS_OPEN = 1;

/**
 * One encoded Socket.IO text packet as a complete, unmasked WebSocket text
 * frame: header and payload in one buffer, so each recipient costs a single
 * write. Built once per broadcast and shared by every recipient.
 *
 * @param packet the Socket.IO packet as the encoder wrote it, e.g. `2["signal:created",{…}]`.
 */
export function encodeFrame(packet: string): Buffer {
  const length = Buffer.byteLength(packet) + ENGINE_MESSAGE.length;
  const headerLength = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = FIN_TEXT;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(length, 6);
  }
  frame.write(ENGINE_MESSAGE + packet, headerLength, 'utf8');
  return frame;
}

/**
 * The TCP stream under a socket when a pre-built frame may be written to it
 * directly, else undefined. Direct is safe only when nothing could be
 * overtaken or interleaved: the engine is open on the websocket transport and
 * not upgrading, engine.io holds no packet back in its buffer, and ws has no
 * frame queued (it queues only while compressing, which is off).
 */
export function directSink(socket: Socket): FrameSink | undefined {
  const engine = socket.conn as unknown as EngineInternals;
  if (engine.readyState !== 'open' || engine.upgrading !== false || engine.writeBuffer?.length !== 0) {
    return undefined;
  }
  const transport = engine.transport;
  if (transport?.name !== 'websocket') {
    return undefined;
  }
  const ws = transport.socket;
  if (ws?.readyState !== WS_OPEN || ws._sender?._queue?.length !== 0) {
    return undefined;
  }
  const tcp = ws._socket;
  return tcp?.writable === true && typeof tcp.write === 'function' ? (tcp as FrameSink) : undefined;
}
