import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { BackLink, Button, Card, CardDescription, CardTitle, Dialog, PageHeader } from '../../ui';
import { SettingsPage } from './account/SettingsPage';
import { PasswordForm } from './settings/PasswordForm';

/** Change password, with a confirmation that other devices were signed out. */
export function PasswordSettingsScreen() {
  const t = useT();
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  return (
    <SettingsPage>
      <PageHeader
        title={t('settings.password.title')}
        description={t('settings.password.intro')}
        eyebrow={<BackLink to="/settings">{t('common.settings')}</BackLink>}
      />
      <Card>
        <CardTitle>{t('settings.password.card.title')}</CardTitle>
        <CardDescription>{t('settings.password.card.description')}</CardDescription>
        <FormSlot>
          <PasswordForm onChanged={() => setDone(true)} />
        </FormSlot>
      </Card>
      <Dialog
        open={done}
        onClose={() => setDone(false)}
        size="sm"
        title={t('settings.password.done.title')}
        description={t('settings.password.done.description')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDone(false)}>
              {t('settings.password.done.stay')}
            </Button>
            <Button onClick={() => void navigate('/settings')}>{t('settings.password.done.back')}</Button>
          </>
        }
      />
    </SettingsPage>
  );
}

const FormSlot = styled.div`
  margin-top: 20px;
`;
