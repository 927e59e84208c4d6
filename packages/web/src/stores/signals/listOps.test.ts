import { describe, expect, it } from 'vitest';
import { appendPage, insertId, removeId, replaceHead } from './listOps';

describe('signal id lists', () => {
  it('appends an older page without duplicates', () => {
    expect(appendPage([9, 8, 7], [7, 6, 5])).toEqual([9, 8, 7, 6, 5]);
  });

  it('puts a new signal on top and an edited one in its place', () => {
    expect(insertId([9, 8, 7], 12, true)).toEqual([12, 9, 8, 7]);
    expect(insertId([9, 7], 8, true)).toEqual([9, 8, 7]);
  });

  it('never shows a signal twice', () => {
    const ids = [9, 8, 7];
    expect(insertId(ids, 8, false)).toBe(ids);
  });

  it('leaves an older signal to Load More while more pages remain', () => {
    expect(insertId([9, 8], 3, true)).toEqual([9, 8]);
    expect(insertId([9, 8], 3, false)).toEqual([9, 8, 3]);
  });

  it('removes a deleted signal', () => {
    expect(removeId([9, 8, 7], 8)).toEqual([9, 7]);
  });

  it('refreshes the head and keeps the older rows already loaded', () => {
    expect(replaceHead([9, 8, 7, 6, 5], [11, 9, 7], true)).toEqual([11, 9, 7, 6, 5]);
    expect(replaceHead([9, 8, 7, 6, 5], [11, 9], false)).toEqual([11, 9]);
  });
});
