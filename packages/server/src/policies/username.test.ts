import { describe, expect, it } from 'vitest';
import { imitatesStaff, usernameForm } from './username.js';

const ADMINS = ['founder', 'Ops.Lead'];

describe('usernames that would pass for staff', () => {
  it.each([
    // The reserved words, as they are and in any case.
    ['admin', 'reserved word'],
    ['ADMIN', 'upper case'],
    ['Support', 'mixed case'],
    ['root', 'reserved word'],
    ['system', 'reserved word'],
    ['moderator', 'reserved word'],
    // Separators and look-alike digits.
    ['admin.', 'trailing separator'],
    ['a.d.m.i.n', 'separators between letters'],
    ['_admin_', 'separators around'],
    ['Adm1n', '1 for i'],
    ['admln', 'l for i'],
    ['adrnin', 'rn for m (Unicode skeleton)'],
    ['supp0rt', '0 for o'],
    ['5upport', '5 for s'],
    ['r00t', 'zeros for o'],
    ['sy5tem', '5 for s'],
    ['m0d3rat0r', 'digits for o and e'],
    ['4dmin', '4 for a'],
    ['sys7em', '7 for t'],
    // A staff role anywhere in the name.
    ['superadmin', 'admin inside'],
    ['admin_team', 'admin first'],
    ['moderator_1', 'moderator first'],
    ['support-desk', 'support first'],
    ['administrator', 'admin inside a longer word'],
    ['ad_min_istrator', 'separators inside the role'],
    ['badminton', 'admin inside an innocent word: refused on purpose (see the policy)'],
    // Unicode look-alikes, should the protocol ever allow more than ASCII.
    ['аdmin', 'Cyrillic а'],
    ['ａｄｍｉｎ', 'full-width letters (NFKC)'],
    ['àdmin', 'an accent'],
    ['ɑdmin', 'Latin alpha'],
    // An existing admin's name, imitated.
    ['f0under', 'an admin’s name with 0 for o'],
    ['FOUNDER', 'an admin’s name in upper case'],
    ['ops_lead', 'an admin’s name with another separator'],
    ['0ps.1ead', 'an admin’s name with look-alikes'],
  ])('refuses %s (%s)', (name) => {
    expect(imitatesStaff(name, ADMINS)).toBe(true);
  });

  it.each([
    ['trader', 'an ordinary name'],
    ['alice.smith', 'separators and an l'],
    ['rootbeer', 'root is refused only as the whole name'],
    ['root1', 'root with a digit is another name'],
    ['systematic', 'system is refused only as the whole name'],
    ['systems', 'system is refused only as the whole name'],
    ['founder2', 'an admin’s name plus more is another name'],
    ['bernard', 'rn inside an ordinary name'],
    ['premium', 'a demo account'],
    ['..', 'nothing but separators: nothing to imitate'],
  ])('accepts %s (%s)', (name) => {
    expect(imitatesStaff(name, ADMINS)).toBe(false);
  });

  it('compares names by the form they are seen in', () => {
    expect(usernameForm('Adm1n')).toBe(usernameForm('admin'));
    expect(usernameForm('a.d.r.n.i.n')).toBe(usernameForm('ADMIN'));
    expect(usernameForm('trader')).not.toBe(usernameForm('trad3r_x'));
  });
});
