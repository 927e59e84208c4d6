import { describe, expect, it } from 'vitest';
import { SERVER_EVENT_NAMES } from './eventNames.js';
import { serverEvents } from './events.js';

describe('the live event names', () => {
  it('are exactly the events that have payload schemas', () => {
    expect([...SERVER_EVENT_NAMES].sort()).toEqual(Object.keys(serverEvents).sort());
  });
});
