import { describe, expect, it } from 'vitest';
import { readPush } from './showPush';

const data = (value: unknown) => ({ json: () => value });

describe('what a push shows', () => {
  it('shows the message the server built', () => {
    const message = { title: 'New premium signal: BTC/USDT, 2.6 %', body: 'Upgrade to see the full trade.', url: '/signals/42', tag: 'signal-42' };
    expect(readPush(data(message))).toEqual(message);
  });

  it.each([
    ['no payload', null],
    ['a payload that is not JSON', { json: () => JSON.parse('not json') as unknown }],
    ['a message missing its title', data({ body: 'x', url: '/signals/1', tag: 't' })],
    ['a link off the site', data({ title: 't', body: 'b', url: 'https://elsewhere.example/', tag: 't' })],
  ])('still shows an alert leading to the notifications for %s', (_case, payload) => {
    expect(readPush(payload, ['en-US'])).toEqual({ title: 'New alert', body: 'Open the app to read it.', url: '/notifications', tag: 'alert' });
  });

  it('says the fallback in the first of the browser’s languages the app speaks, English when it speaks none', () => {
    expect(readPush(null, ['pt-BR', 'de-AT', 'en'])).toMatchObject({ title: 'Neue Benachrichtigung', url: '/notifications' });
    expect(readPush(null, ['pt-BR'])).toMatchObject({ title: 'New alert' });
  });
});
