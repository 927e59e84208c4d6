import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../services/logger.js';
import { logResponseErrors } from './responseErrors.js';

/** Koa emits on the app what fails after an answer began: which of those reach the log. */
function appWithLog(): { koa: Koa; logged: string[] } {
  const logged: string[] = [];
  // The real logger, writing its JSON lines here: what an operator's collector would receive.
  const logger = createLogger({ level: 'info', pretty: false }, {
    write: (line: string) => {
      const entry = JSON.parse(line) as { level: number; msg: string; err?: { type: string; message: string } };
      logged.push(`${entry.msg}: ${entry.err ? `${entry.err.type}: ${entry.err.message}` : '(no error)'}`);
    },
  });
  const koa = new Koa();
  logResponseErrors(koa, logger);
  return { koa, logged };
}

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('logResponseErrors', () => {
  it('leaves out a client that went away, and logs a failure of ours with the request it broke', () => {
    const { koa, logged } = appWithLog();
    const ctx = { method: 'GET', path: '/assets/app.js' } as Koa.Context;
    for (const code of ['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']) {
      koa.emit('error', withCode('gone', code), ctx);
    }
    koa.emit('error', withCode('disk read failed', 'EIO'), ctx);
    expect(logged).toEqual(['GET /assets/app.js failed while answering: Error: disk read failed']);
  });

  it('leaves out what was answered as a client error, as Koa itself does', () => {
    const { koa, logged } = appWithLog();
    koa.emit('error', Object.assign(new Error('Not Found'), { status: 404 }));
    koa.emit('error', Object.assign(new Error('Bad request'), { status: 400, expose: true }));
    expect(logged).toEqual([]);
  });
});
