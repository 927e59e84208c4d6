import { LockIcon, ShieldCheckIcon } from 'lucide-react';
import { useEffect } from 'react';
import { staffMay } from '@signals/protocol';
import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { ScreenOutlet } from '../../router/ScreenOutlet';
import { ROLE_LABELS } from '../../screens/admin/users/roleLabels';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { useStaffGateStore } from '../../stores/admin/staffGate';
import { ButtonLink, EmptyState } from '../../ui';
import { adminSectionOf } from '../shared/navItems';

/**
 * The back office screen for the path; for a staff account the two-factor rule holds back, the way to its setup; or,
 * for a section the staff member's role does not open (issue 46), a word on
 * why instead of a screen whose every read the server would refuse. An address typed or bookmarked lands here.
 */
export function RoleGate() {
  const t = useT();
  const { pathname } = useLocation();
  const role = useSessionStore(sessionSelectors.staffRole);
  const twoFactorOn = useSessionStore((s) => s.user?.twoFactorEnabled === true);
  const heldBack = useStaffGateStore((s) => s.twoFactorRequired);
  const turnedOn = useStaffGateStore((s) => s.twoFactorTurnedOn);
  useEffect(() => {
    if (twoFactorOn && heldBack) {
      turnedOn();
    }
  }, [twoFactorOn, heldBack, turnedOn]);
  const section = adminSectionOf(pathname);
  if (heldBack && !twoFactorOn) {
    // The staff two-factor rule (issue 46): only the setup is open, on the member's own security screen.
    return (
      <EmptyState
        icon={ShieldCheckIcon}
        title={t('admin.twoFactorRequired.title')}
        description={t('admin.twoFactorRequired.description')}
        action={<ButtonLink to="/settings/2fa">{t('admin.twoFactorRequired.action')}</ButtonLink>}
      />
    );
  }
  if (section && !staffMay(role, section.needs)) {
    return <EmptyState icon={LockIcon} title={t('admin.roleRequired.title')} description={t('admin.roleRequired.description', { role: t(ROLE_LABELS[role ?? 'member']) })} />;
  }
  return <ScreenOutlet />;
}
