import unhomoglyph from 'unhomoglyph';

/**
 * Which usernames a member may not take because they would pass for staff:
 * the one place that answers it (registration and a member's own rename ask;
 * admins, who name accounts in the back office or via ADMIN_USERNAME, are not
 * held to it).
 *
 * Names are compared by what they look like, not by their characters:
 *
 * 1. NFKC and lower case: `ＡＤＭＩＮ` and `ADMIN` are `admin`.
 * 2. Unicode's confusable skeleton (UTS #39, section 4): NFD, each character
 *    mapped to its prototype in Unicode's confusables table, NFD again. The
 *    table is the `unhomoglyph` package's copy of confusables.txt (Unicode
 *    13.0; MIT licence, the data under Unicode's licence), shipped in the
 *    package and never fetched. Cyrillic `а` becomes `a`, `m` becomes `rn`
 *    (so `adrnin` is `admin`), `0` becomes `O`.
 * 3. Accents dropped (`àdmin`), lower case again (the skeleton's prototypes
 *    may be capitals), and the look-alikes people type on purpose: 1, l, i
 *    and | are one letter, 0 is o, 3 e, 4 a, 5 s, 7 t.
 * 4. Everything but letters and digits dropped: `a.d.m.i.n` is `admin`.
 *
 * Refused: a name whose form equals a reserved word or an admin's username,
 * or contains one of the staff roles. Roles are refused anywhere in the name
 * (`superadmin`, `moderator_1`, `support-team`), which also refuses a few
 * innocent names (`badminton`, `supporter`): cheaper than a member taken for
 * staff. `root` and `system` are refused only as the whole name, since they
 * sit inside ordinary words and names (`rootbeer`, `systematic`).
 *
 * The protocol already limits usernames to ASCII letters, digits, `.`, `_`
 * and `-`; the Unicode steps keep the rule sound if that ever widens.
 */
export const RESERVED_USERNAMES = ['admin', 'support', 'root', 'system', 'moderator'] as const;
/** Reserved words refused anywhere inside a name, not only as the whole name. */
const STAFF_ROLES = ['admin', 'support', 'moderator'] as const;

const LOOK_ALIKES: Record<string, string> = { '1': 'i', l: 'i', '|': 'i', '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't' };

/** The form a name is compared in (see above): equal forms look alike. */
export function usernameForm(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase();
  const skeleton = unhomoglyph(folded.normalize('NFD')).normalize('NFD');
  const plain = skeleton.replace(/\p{M}/gu, '').toLowerCase();
  return [...plain]
    .map((c) => LOOK_ALIKES[c] ?? c)
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const reservedForms = new Set(RESERVED_USERNAMES.map(usernameForm));
const roleForms = STAFF_ROLES.map(usernameForm);

/**
 * Whether a member may not take `username` because it would pass for staff.
 *
 * @param username the name asked for.
 * @param adminUsernames the usernames of the admins there are now.
 * @returns true when the name is reserved or imitates one.
 */
export function imitatesStaff(username: string, adminUsernames: readonly string[]): boolean {
  const form = usernameForm(username);
  if (form === '') {
    return false;
  }
  return reservedForms.has(form) || roleForms.some((role) => form.includes(role)) || adminUsernames.some((admin) => usernameForm(admin) === form);
}

/**
 * Whether a name change must pass `imitatesStaff`: for members, when the name
 * is new (not only its letter case, so a name taken before the rule existed
 * survives an e-mail change). Admins are not held to it.
 *
 * @param actor who is choosing the name (the member, or the admin creating an account).
 * @param current the name held now (null for a new account).
 * @param wanted the name asked for.
 */
export function mustCheckUsername(actor: { isAdmin: boolean }, current: string | null, wanted: string): boolean {
  return !actor.isAdmin && (current === null || current.toLowerCase() !== wanted.toLowerCase());
}
