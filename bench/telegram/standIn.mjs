/**
 * A Telegram Bot API stand-in for bench/telegram: `POST /bot{token}/{method}` with JSON bodies, answered in Telegram's
 * envelope ({ ok, result } or { ok: false, error_code, description, parameters }), with Telegram's sending limits: one
 * message a second to a private chat, 20 a minute to a group, 30 a second in all, past which it answers 429 with a
 * retry_after, as Telegram does. It answers what the server calls while a bench runs (getMe, getUpdates held for its
 * timeout, sendMessage); any other method is a 404, as Telegram answers an unknown one. In a process of its own, so
 * its work is not charged to the server. Driven over IPC: `count` answers the messages taken, the 429s given, and
 * the first and last message's time (the host's monotonic clock); `reset` starts counting again.
 */
import http from 'node:http';
import { nowUs } from '../lib/stats.mjs';

const TOKEN = process.env.BENCH_TELEGRAM_TOKEN;
let count = 0;
let refused = 0;
let firstUs = null;
let lastUs = null;
let nextMessageId = 1;
const toChat = new Map();
const inAll = [];

/** Stamps within the window, oldest first: room for one more below `max`? */
function hasRoom(stamps, max, windowMs, at) {
  while (stamps.length > 0 && stamps[0] <= at - windowMs) {
    stamps.shift();
  }
  return stamps.length < max;
}

function sendMessage(params) {
  const chatId = Number(params.chat_id);
  if (!Number.isFinite(chatId) || typeof params.text !== 'string' || params.text.trim() === '') {
    return { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat_id or text is empty' } };
  }
  const at = Date.now();
  const stamps = toChat.get(chatId) ?? [];
  toChat.set(chatId, stamps);
  const chatRoom = chatId > 0 ? hasRoom(stamps, 1, 1_000, at) : hasRoom(stamps, 20, 60_000, at);
  if (!chatRoom || !hasRoom(inAll, 30, 1_000, at)) {
    refused += 1;
    return { status: 429, body: { ok: false, error_code: 429, description: 'Too Many Requests: retry after 1', parameters: { retry_after: 1 } } };
  }
  stamps.push(at);
  inAll.push(at);
  const now = nowUs();
  count += 1;
  firstUs ??= now;
  lastUs = now;
  const message = { message_id: nextMessageId++, date: Math.floor(at / 1000), chat: { id: chatId, type: chatId > 0 ? 'private' : 'supergroup' }, text: params.text };
  return { status: 200, body: { ok: true, result: message } };
}

const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(new URL(request.url, 'http://stand-in').pathname);
    const answer = (status, body) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (!match || match[1] !== TOKEN) {
      answer(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      return;
    }
    const params = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    switch (match[2]) {
      case 'getMe':
        answer(200, { ok: true, result: { id: 7000000001, is_bot: true, first_name: 'Bench Bot', username: 'BenchSignalsBot' } });
        return;
      case 'getUpdates': {
        // Nothing to tell: held for the poll's timeout, as Telegram holds a long poll, unless the client goes first.
        const timer = setTimeout(() => answer(200, { ok: true, result: [] }), Math.min(Number(params.timeout ?? 0), 50) * 1000);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      case 'sendMessage': {
        const { status, body } = sendMessage(params);
        answer(status, body);
        return;
      }
      default:
        answer(404, { ok: false, error_code: 404, description: 'Not Found' });
    }
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.send({ ready: true, url: `http://127.0.0.1:${server.address().port}` });
});

process.on('message', (message) => {
  if (message.cmd === 'count') {
    process.send({ re: message.re, count, refused, firstUs, lastUs });
  } else if (message.cmd === 'reset') {
    count = 0;
    refused = 0;
    firstUs = null;
    lastUs = null;
    process.send({ re: message.re });
  }
});
process.on('disconnect', () => process.exit(0));
