import { describe, expect, it } from 'vitest';
import { adminNavItemsFor, adminSectionOf } from './navItems';

const paths = (role: Parameters<typeof adminNavItemsFor>[0]) => adminNavItemsFor(role).map((item) => item.to);

describe('the back office sections by role (issue 46)', () => {
  it('opens everything to the owner, and to each role only what the server lets it use', () => {
    expect(paths('owner')).toHaveLength(14);
    expect(paths('support')).toEqual(['/admin', '/admin/users', '/admin/support-tickets', '/admin/notifications', '/admin/settings']);
    expect(paths('editor')).toEqual(['/admin', '/admin/signals', '/admin/news', '/admin/airdrops', '/admin/settings']);
    expect(paths('analyst')).toEqual(['/admin', '/admin/users', '/admin/payments', '/admin/plans', '/admin/analytics', '/admin/settings', '/admin/audit']);
    expect(paths('finance')).toEqual(['/admin', '/admin/users', '/admin/payments', '/admin/plans', '/admin/promo-codes', '/admin/analytics', '/admin/settings', '/admin/audit']);
    expect(paths(null)).toEqual([]);
  });

  it('finds the section of a deeper path, so a typed address is gated like the menu', () => {
    expect(adminSectionOf('/admin/signals/drafts')?.needs).toBe('content');
    expect(adminSectionOf('/admin/payments')?.needs).toBe('readMoney');
    expect(adminSectionOf('/admin/nowhere')).toBeUndefined();
  });
});
