import type { User } from '@signals/protocol';
import styled from 'styled-components';
import { formatDate } from '../../../lib/formatDates';
import { useT } from '../../../i18n/useT';
import { ACCOUNT_TYPE_LABELS, accountType } from '../account/accountFormat';
import { PREMIUM_UNTIL, premiumPeriod } from '../account/premiumPeriod';
import { StatusBadge } from '../account/StatusBadge';
import { PendingEmail } from './PendingEmail';
import { PhoneStatus, PhoneVerification } from './PhoneVerification';

/** The profile as it stands: the view mode of the profile settings. */
export function ProfileDetails({ user }: { user: User }) {
  const t = useT();
  const type = accountType(user);
  const period = premiumPeriod(user);
  return (
    <>
    <List>
      <Item>
        <Term>{t('profile.field.username')}</Term>
        <Value>{user.username}</Value>
      </Item>
      <Item>
        <Term>{t('profile.field.email')}</Term>
        <Value>{user.email}</Value>
      </Item>
      <Item>
        <Term>{t('profile.field.phone')}</Term>
        <Value $muted={!user.phoneNumber}>
          <PhoneLine>
            {user.phoneNumber ?? t('profile.field.phone.none')}
            <PhoneStatus user={user} />
          </PhoneLine>
        </Value>
      </Item>
      <Item>
        <Term>{t('profile.field.accountType')}</Term>
        <Value>
          <StatusBadge tone={type === 'admin' ? 'accent' : type === 'premium' ? 'premium' : 'neutral'}>{t(ACCOUNT_TYPE_LABELS[type])}</StatusBadge>
        </Value>
      </Item>
      {period && (
        <Item>
          <Term>{t('profile.field.expires')}</Term>
          <Value>{period.endsAt ? t(PREMIUM_UNTIL[period.kind], { date: formatDate(period.endsAt) }) : t('profile.field.expires.never')}</Value>
        </Item>
      )}
    </List>
    <VerifySlot>
      <PendingEmail user={user} />
    </VerifySlot>
    <VerifySlot>
      <PhoneVerification user={user} />
    </VerifySlot>
    </>
  );
}

const PhoneLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

/** Empty (and without margin) when there is nothing to verify. */
const VerifySlot = styled.div`
  &:not(:empty) {
    margin-top: 16px;
  }
`;

const List = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;

  & > * + * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 12px 0;

  @media (min-width: 560px) {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
  }
  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

const Term = styled.dt`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.dd<{ $muted?: boolean }>`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
  font-style: ${({ $muted }) => ($muted ? 'italic' : 'normal')};
`;
