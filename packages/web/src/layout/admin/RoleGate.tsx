import { LockIcon } from 'lucide-react';
import { staffMay } from '@signals/protocol';
import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { ScreenOutlet } from '../../router/ScreenOutlet';
import { ROLE_LABELS } from '../../screens/admin/users/roleLabels';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { EmptyState } from '../../ui';
import { adminSectionOf } from '../shared/navItems';

/**
 * The back office screen for the path, or, for a section the staff member's role does not open (issue 46), a word on
 * why instead of a screen whose every read the server would refuse. An address typed or bookmarked lands here.
 */
export function RoleGate() {
  const t = useT();
  const { pathname } = useLocation();
  const role = useSessionStore(sessionSelectors.staffRole);
  const section = adminSectionOf(pathname);
  if (section && !staffMay(role, section.needs)) {
    return <EmptyState icon={LockIcon} title={t('admin.roleRequired.title')} description={t('admin.roleRequired.description', { role: t(ROLE_LABELS[role ?? 'member']) })} />;
  }
  return <ScreenOutlet />;
}
