import { describe, expect, it } from 'vitest';
import { keptCopyOf, MEMBER_PAGE_MARK } from './keptPages';

describe('keptCopyOf', () => {
  it("marks a member's page as the kept copy, where the app reads it (#root)", () => {
    const page = `<html><body><div id="root" ${MEMBER_PAGE_MARK} data-language="en"><main>Signals</main></div></body></html>`;
    const copy = keptCopyOf(page);
    expect(copy).toContain(`<div id="root" ${MEMBER_PAGE_MARK} data-kept="true" data-language="en">`);
    expect(copy?.replace(' data-kept="true"', '')).toBe(page);
  });

  it('keeps no other page: the app shell or a public page would not open on the member', () => {
    expect(keptCopyOf('<html><body><div id="root"></div></body></html>')).toBeNull();
    expect(keptCopyOf('<html><body><div id="root" data-prerendered="en"><form></form></div></body></html>')).toBeNull();
  });
});
