import { CrownIcon, ShieldCheckIcon } from 'lucide-react';
import type { User } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { ButtonLink } from '../../../ui';
import { Avatar } from './Avatar';
import { formatDate } from '../../../lib/formatDates';
import { planLabel } from './accountFormat';
import { PREMIUM_KIND_LABELS, PREMIUM_UNTIL, premiumPeriod } from './premiumPeriod';
import { StatusBadge } from './StatusBadge';

/** Who is signed in: avatar, username, e-mail and plan, with the way to premium for free members. */
export function ProfileCard({ user }: { user: User }) {
  const t = useT();
  const period = premiumPeriod(user);
  return (
    <Card>
      <Avatar username={user.username} premium={user.isPremium} size={72} />
      <Who>
        <Name>{user.username}</Name>
        <Email>{user.email}</Email>
        <Badges>
          <StatusBadge tone={user.isPremium ? 'premium' : 'neutral'} icon={user.isPremium ? <CrownIcon size={13} /> : undefined}>
            {t(planLabel(user))}
          </StatusBadge>
          {period && period.kind !== 'paid' && <StatusBadge tone={period.kind === 'grace' ? 'warning' : 'neutral'}>{t(PREMIUM_KIND_LABELS[period.kind])}</StatusBadge>}
          {user.isAdmin && (
            <StatusBadge tone="accent" icon={<ShieldCheckIcon size={13} />}>
              {t('profile.card.admin')}
            </StatusBadge>
          )}
        </Badges>
        {period?.endsAt && <Until $grace={period.kind === 'grace'}>{t(PREMIUM_UNTIL[period.kind], { date: formatDate(period.endsAt) })}</Until>}
      </Who>
      {period?.kind === 'grace' && (
        <Upgrade>
          <ButtonLink to="/premium" fullWidth>
            <CrownIcon size={15} />
            {t('plans.renew.grace')}
          </ButtonLink>
        </Upgrade>
      )}
      {!user.isPremium && (
        <Upgrade>
          <ButtonLink to="/premium" fullWidth>
            <CrownIcon size={15} />
            {t('profile.card.upgrade')}
          </ButtonLink>
        </Upgrade>
      )}
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  padding: 28px 20px 22px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(420px 160px at 50% -40px, ${({ theme }) => theme.colors.accentSoft}, transparent 70%),
    ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  min-width: 0;
  max-width: 100%;
`;

const Name = styled.h2`
  font-size: 21px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Email = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 6px;
  margin-top: 6px;
`;

const Until = styled.p<{ $grace: boolean }>`
  margin-top: 4px;
  font-size: 13px;
  color: ${({ theme, $grace }) => ($grace ? theme.colors.warning : theme.colors.textMuted)};
`;

const Upgrade = styled.div`
  width: 100%;
  max-width: 260px;
`;
