import { describe, expect, it } from 'vitest';
import { notificationTarget } from './openFromNotification';

const ORIGIN = 'https://signals.example';

describe('where a notification click leads', () => {
  it('opens the path the push carried, on this site', () => {
    expect(notificationTarget(ORIGIN, { url: '/signals/42' })).toBe('https://signals.example/signals/42');
  });

  it.each([
    ['another site', { url: 'https://evil.example/' }],
    ['a protocol-relative address', { url: '//evil.example/' }],
    ['a backslash trick', { url: '/\\evil.example/' }],
    ['no address', {}],
    ['no data', null],
  ])('goes home instead of following %s', (_case, data) => {
    expect(notificationTarget(ORIGIN, data)).toBe('https://signals.example/');
  });
});
