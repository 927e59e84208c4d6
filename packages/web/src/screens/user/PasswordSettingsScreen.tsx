import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { BackLink, Button, Card, CardDescription, CardTitle, Dialog, PageHeader } from '../../ui';
import { SettingsPage } from './account/SettingsPage';
import { PasswordForm } from './settings/PasswordForm';

/** Change password, with a confirmation that other devices were signed out. */
export function PasswordSettingsScreen() {
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  return (
    <SettingsPage>
      <PageHeader
        title="Change Password"
        description="Use a strong password you don't use anywhere else."
        eyebrow={<BackLink to="/settings">Settings</BackLink>}
      />
      <Card>
        <CardTitle>Your password</CardTitle>
        <CardDescription>Changing it signs you out on every other device; this one stays signed in.</CardDescription>
        <FormSlot>
          <PasswordForm onChanged={() => setDone(true)} />
        </FormSlot>
      </Card>
      <Dialog
        open={done}
        onClose={() => setDone(false)}
        size="sm"
        title="Password changed"
        description="Your password has been updated. For your security, your other devices have been signed out; sign in there again with the new password."
        footer={
          <>
            <Button variant="ghost" onClick={() => setDone(false)}>
              Stay here
            </Button>
            <Button onClick={() => void navigate('/settings')}>Back to Settings</Button>
          </>
        }
      />
    </SettingsPage>
  );
}

const FormSlot = styled.div`
  margin-top: 20px;
`;
