import { SESSION_ENDS_IN_HEADER, SESSION_TAG_HEADER } from '@signals/protocol';
import { describe, expect, it } from 'vitest';
import { heardOf, mayOpen, newsOf, OFFLINE_GRACE_MS, tagOf } from './keptSession';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 11, 6, 12, 0, 0);

function stamped(tag: string | null, endsIn: string | null): Headers {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (tag !== null) {
    headers.set(SESSION_TAG_HEADER, tag);
  }
  if (endsIn !== null) {
    headers.set(SESSION_ENDS_IN_HEADER, endsIn);
  }
  return headers;
}

const api = { unstampedMeansEnded: true };
const page = { unstampedMeansEnded: false };

describe('what an answer of the server tells of the session', () => {
  it('a stamped answer: the session it names is valid, until its end', () => {
    expect(newsOf(200, stamped('tag-a', String(14 * 24 * HOUR)), api)).toEqual({ kind: 'valid', tag: 'tag-a', endsInMs: 14 * 24 * HOUR });
    expect(newsOf(200, stamped('tag-a', '5000'), page)).toEqual({ kind: 'valid', tag: 'tag-a', endsInMs: 5000 });
  });

  it('a refusal, or an API answer made for nobody signed in: the session has ended (banned, signed out elsewhere, expired)', () => {
    expect(newsOf(401, stamped(null, null), api)).toEqual({ kind: 'ended' });
    expect(newsOf(403, stamped(null, null), api)).toEqual({ kind: 'ended' });
    expect(newsOf(403, stamped(null, null), page)).toEqual({ kind: 'ended' });
    expect(newsOf(200, stamped(null, null), api)).toEqual({ kind: 'ended' });
  });

  it("tells nothing from a server error, nor from a page sent unrendered (the shell under load is no sign-out)", () => {
    expect(newsOf(500, stamped(null, null), api)).toEqual({ kind: 'unknown' });
    expect(newsOf(503, stamped('tag-a', '5000'), api)).toEqual({ kind: 'unknown' });
    expect(newsOf(404, stamped(null, null), api)).toEqual({ kind: 'unknown' });
    expect(newsOf(200, stamped(null, null), page)).toEqual({ kind: 'unknown' });
    // A stamp cut short is not a valid session, and no news of an ended one either.
    expect(newsOf(200, stamped('tag-a', 'soon'), api)).toEqual({ kind: 'unknown' });
  });

  it('reads the tag a kept copy was filed under, none on a copy kept before the tags', () => {
    expect(tagOf({ headers: stamped('tag-a', null) })).toBe('tag-a');
    expect(tagOf({ headers: stamped(null, null) })).toBeNull();
  });
});

describe('whether a kept copy may open', () => {
  const heard = heardOf({ tag: 'tag-a', endsInMs: 7 * 24 * HOUR }, NOW);

  it('opens for the session the server has just vouched for', () => {
    expect(mayOpen('tag-a', heard, NOW)).toBe(true);
    expect(mayOpen('tag-a', heard, NOW + 1)).toBe(true);
  });

  it("never for another session than the one last heard of, nor for a copy kept for nobody's", () => {
    expect(mayOpen('tag-b', heard, NOW)).toBe(false);
    expect(mayOpen(null, heard, NOW)).toBe(false);
    // Nothing heard (dropped on a sign-out, a ban, an ended session): nothing opens.
    expect(mayOpen('tag-a', null, NOW)).toBe(false);
  });

  it('offline, only for a short while after the server last vouched for the session', () => {
    expect(mayOpen('tag-a', heard, NOW + OFFLINE_GRACE_MS - 1)).toBe(true);
    expect(mayOpen('tag-a', heard, NOW + OFFLINE_GRACE_MS)).toBe(false);
    expect(mayOpen('tag-a', heard, NOW + 24 * HOUR)).toBe(false);
  });

  it('never past the end of the session, known without asking', () => {
    const endingSoon = heardOf({ tag: 'tag-a', endsInMs: 60_000 }, NOW);
    expect(mayOpen('tag-a', endingSoon, NOW + 59_999)).toBe(true);
    expect(mayOpen('tag-a', endingSoon, NOW + 60_000)).toBe(false);
    expect(mayOpen('tag-a', heardOf({ tag: 'tag-a', endsInMs: 0 }, NOW), NOW)).toBe(false);
  });

  it('not on a clock set back before the server last spoke', () => {
    expect(mayOpen('tag-a', heard, NOW - 1)).toBe(false);
    expect(mayOpen('tag-a', heard, NOW - 24 * HOUR)).toBe(false);
  });
});
