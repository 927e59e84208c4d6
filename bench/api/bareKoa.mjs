/**
 * The floors for bench/api, in a process of their own: a bare Koa handler
 * answering {"hello":"world"} (the floor), and one answering a fixed
 * body of the list's own bytes (what writing those bytes costs, with no
 * session, user or query), which the parent sends over IPC once it has read
 * the real list.
 */
import Koa from 'koa';

let sameBytes = Buffer.alloc(0);
const app = new Koa();
// autocannon drops its connections mid-response when a round ends; Koa would print each EPIPE.
app.silent = true;
app.use((ctx) => {
  if (ctx.path === '/same-bytes') {
    ctx.type = 'application/json';
    ctx.body = sameBytes;
    return;
  }
  ctx.body = { hello: 'world' };
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.send?.({ listening: server.address().port });
});
process.on('message', (message) => {
  if (typeof message?.sameBytes === 'string') {
    sameBytes = Buffer.from(message.sameBytes, 'base64');
    process.send?.({ sameBytes: sameBytes.length });
  }
});
process.on('disconnect', () => process.exit(0));
