import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { BackLink, Button, Card, PageHeader } from '../../ui';
import { planLabel } from './account/accountFormat';
import { SettingsPage } from './account/SettingsPage';
import { AvatarEditor } from './settings/AvatarEditor';
import { DeleteAccountCard } from './settings/DeleteAccountCard';
import { ProfileDetails } from './settings/ProfileDetails';
import { ProfileForm } from './settings/ProfileForm';

/** Profile settings: the details as they stand, and an edit mode for username, e-mail and phone. */
export function ProfileSettingsScreen() {
  const t = useT();
  const user = useSessionStore(sessionSelectors.user);
  const [editing, setEditing] = useState(false);
  if (!user) {
    return null;
  }
  return (
    <SettingsPage>
      <PageHeader
        title={t('profile.settings')}
        description={t('profile.settings.intro')}
        eyebrow={<BackLink to="/settings">{t('common.settings')}</BackLink>}
      />
      <Card>
        <Top>
          <AvatarEditor username={user.username} premium={user.isPremium} />
          <Who>
            <Name>{user.username}</Name>
            <Plan>{t(user.isAdmin ? 'profile.plan.administrator' : planLabel(user))}</Plan>
          </Who>
          {!editing && (
            <EditSlot>
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                <PencilIcon size={15} />
                {t('profile.edit')}
              </Button>
            </EditSlot>
          )}
        </Top>
        {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : <ProfileDetails user={user} />}
      </Card>
      <DeleteAccountCard />
    </SettingsPage>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  padding-bottom: 20px;
  margin-bottom: 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Who = styled.div`
  flex: 1 1 140px;
  min-width: 0;
`;

const Name = styled.h2`
  font-size: 19px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Plan = styled.p`
  font-size: 13.5px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EditSlot = styled.div`
  flex: 1 1 100%;

  & > button {
    width: 100%;
  }
  @media (min-width: 560px) {
    flex: none;

    & > button {
      width: auto;
    }
  }
`;
