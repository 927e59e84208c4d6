/** The floor for bench/api: a bare Koa handler answering {"hello":"world"}. */
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { hello: 'world' };
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.send?.({ listening: server.address().port });
});
process.on('disconnect', () => process.exit(0));
