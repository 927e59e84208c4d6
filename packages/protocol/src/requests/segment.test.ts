import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import validation from '../locales/en/validation.json' with { type: 'json' };
import { parseTextRef } from '../text.js';
import { AdminUserListQuery, NotificationCreateRequest } from './admin.js';
import { BulkUserActionRequest } from './bulkUsers.js';
import { Segment, UserExportQuery } from './segment.js';

/** Each issue as [path, English words], arguments filled in as the server's answer writes them. */
function problems(schema: z.ZodType, input: unknown): Array<[string, string]> {
  const result = schema.safeParse(input);
  if (result.success) {
    return [];
  }
  return result.error.issues.map((issue) => {
    const ref = parseTextRef(issue.message);
    const english = ref ? (validation as Record<string, string>)[ref.key] : undefined;
    if (!ref || english === undefined) {
      throw new Error(`"${issue.message}" is not a message of the validation catalogue`);
    }
    const words = english.replace(/\{(\w+)\}/g, (_, name: string) => String(ref.values[name]));
    return [issue.path.map(String).join('.'), words];
  });
}

describe('Segment', () => {
  it('takes every key, all optional, and nothing else', () => {
    const full = {
      premiumKind: 'grace',
      lapsedWithinDays: 30,
      language: 'de',
      signedUpFrom: '2026-01-01',
      signedUpTo: '2026-01-31',
      lastSeenWithinDays: 7,
      telegramLinked: true,
      pendingClaim: false,
    };
    expect(Segment.parse(full)).toEqual(full);
    expect(Segment.parse({})).toEqual({});
    expect(problems(Segment, { ...full, plan: 'paid', isAdmin: true })).toEqual([
      ['', 'The segment has no filter named plan, isAdmin; use premiumKind, lapsedWithinDays, language, signedUpFrom, signedUpTo, lastSeenWithinDays, telegramLinked, pendingClaim'],
    ]);
  });

  it('names the key and the rule a value breaks', () => {
    expect(problems(Segment, { premiumKind: 'gold' })).toEqual([['premiumKind', 'premiumKind must be one of paid, trial, comped, grace, none']]);
    expect(problems(Segment, { lapsedWithinDays: 0 })).toEqual([['lapsedWithinDays', 'lapsedWithinDays must be a whole number of days from 1 to 3650']]);
    expect(problems(Segment, { lastSeenWithinDays: 3651 })).toEqual([['lastSeenWithinDays', 'lastSeenWithinDays must be a whole number of days from 1 to 3650']]);
    expect(problems(Segment, { signedUpTo: '31/01/2026' })).toEqual([['signedUpTo', 'signedUpTo must be a date like 2026-01-31']]);
    expect(problems(Segment, { signedUpFrom: '2026-02-01', signedUpTo: '2026-01-31' })).toEqual([['signedUpTo', 'The end date is before the start date']]);
    expect(problems(Segment, { pendingClaim: 'true' })).toEqual([['pendingClaim', 'pendingClaim must be true or false']]);
    expect(problems(Segment, null)).toEqual([['', 'The segment must be a JSON object of filters']]);
  });
});

describe('a segment in a URL', () => {
  it('is URL-encoded JSON on the users list and its CSV', () => {
    expect(AdminUserListQuery.parse({ segment: '{"premiumKind":"paid","telegramLinked":false}', role: 'free' })).toEqual({
      segment: { premiumKind: 'paid', telegramLinked: false },
      role: 'free',
    });
    expect(UserExportQuery.parse({})).toEqual({});
  });

  it('answers text that is not a JSON object as the segment’s problem', () => {
    for (const text of ['{premiumKind:"paid"}', '[]', '"paid"', 'null', '']) {
      expect(problems(UserExportQuery, { segment: text }), text).toEqual([['segment', 'The segment must be a JSON object of filters']]);
    }
    expect(problems(UserExportQuery, { segment: '{"language":"xx"}' })).toEqual([['segment.language', 'language must be one of en, es, fr, de, ja, zh, ru, ko']]);
  });
});

describe('a segment as an audience', () => {
  it('goes with a bulk action’s own fields, the action named', () => {
    expect(BulkUserActionRequest.parse({ action: 'ban', segment: { pendingClaim: true } })).toEqual({ action: 'ban', segment: { pendingClaim: true } });
    expect(BulkUserActionRequest.parse({ action: 'notify', segment: {}, title: 'Hello', message: 'Ten or more characters.' })).toMatchObject({
      action: 'notify',
      type: 'info',
      sendInApp: true,
      sendEmail: false,
    });
    expect(problems(BulkUserActionRequest, { action: 'comp', segment: {} })).toEqual([
      ['days', 'Days must be a whole number from 1 to 3660.'],
      ['reason', 'Say why premium is given.'],
    ]);
    expect(problems(BulkUserActionRequest, { action: 'delete', segment: {} })).toEqual([['action', 'action must be one of comp, notify, ban']]);
  });

  it('makes a broadcast go to the segment, never to chosen members as well', () => {
    const message = { title: 'Hello', message: 'Ten or more characters.' };
    expect(NotificationCreateRequest.parse({ ...message, segment: { language: 'ja' } })).toMatchObject({ segment: { language: 'ja' }, userIds: null });
    expect(problems(NotificationCreateRequest, { ...message, segment: {}, userIds: [3] })).toEqual([['segment', 'Send to a segment or to chosen members, not both']]);
  });
});
