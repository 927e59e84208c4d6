import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint, pushKeysProblem } from './pushEndpoints.js';

const extra = ['https://127.0.0.1:4443'];

describe('isAllowedPushEndpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc:def', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAA', true],
    ['https://web.push.apple.com/QGuQyavXutnMH', true],
    ['https://wns2-db5p.notify.windows.com/w/?token=BQYAAA', true],
    ['https://127.0.0.1:4443/push/1', true],
    // Look-alikes and everything else: refused.
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com.evil.example/fcm/send/abc', false],
    ['https://evil.example/?https://fcm.googleapis.com', false],
    ['https://user:pass@fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://notify.windows.com/w/', false],
    ['https://evilnotify.windows.com.example/w/', false],
    ['https://wns2.notify.windows.com:444/w/', false],
    ['https://127.0.0.1:4444/push/1', false],
    ['https://169.254.169.254/latest/meta-data', false],
    ['not a url', false],
  ])('%s: %s', (endpoint, allowed) => {
    expect(isAllowedPushEndpoint(endpoint, extra)).toBe(allowed);
  });
});

describe('pushKeysProblem', () => {
  const p256dh = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
  const auth = 'tBHItJI5svbpez7KI4CCXg';

  it('accepts a browser’s keys and names the key that is not one', () => {
    expect(pushKeysProblem({ p256dh, auth })).toBeNull();
    expect(pushKeysProblem({ p256dh: p256dh.slice(0, 60), auth })).toMatchObject({ path: 'keys.p256dh' });
    expect(pushKeysProblem({ p256dh: `A${p256dh.slice(1)}`, auth })).toMatchObject({ path: 'keys.p256dh' });
    expect(pushKeysProblem({ p256dh, auth: `${auth}AAAA` })).toMatchObject({ path: 'keys.auth' });
  });
});
