import type { LanguageCode } from '@signals/protocol';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../api';
import { useAccountStore } from '../../stores/account';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { toast } from '../../stores/toast';
import { BackLink, Button, PageHeader } from '../../ui';
import { languageName } from './account/accountFormat';
import { SettingsPage } from './account/SettingsPage';
import { LanguageOptions } from './settings/LanguageOptions';

/** Language: one of eight, saved on the account (the interface itself is English for now, and says so). */
export function LanguageSettingsScreen() {
  const user = useSessionStore(sessionSelectors.user);
  const languageSaved = useAccountStore((s) => s.languageSaved);
  const [choice, setChoice] = useState<LanguageCode | null>(null);
  const [saving, setSaving] = useState(false);
  if (!user) {
    return null;
  }
  const selected = choice ?? user.language;
  const changed = selected !== user.language;

  const handleSave = async () => {
    setSaving(true);
    try {
      await languageSaved(selected);
      setChoice(null);
      toast({ title: 'Language updated', description: `${languageName(selected)} is saved as your language.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Failed to update language', description: errorMessage(error, 'Please try again later'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsPage>
      <PageHeader title="Language" description="Choose your preferred language." eyebrow={<BackLink to="/settings">Settings</BackLink>} />
      <Note>Translations are on the way; your choice is saved for e-mails and future updates. The app stays in English for now.</Note>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        <LanguageOptions value={selected} current={user.language} onChange={setChoice} disabled={saving} />
        <Footer>
          <Button type="submit" loading={saving} disabled={!changed}>
            {saving ? 'Saving…' : 'Save language'}
          </Button>
        </Footer>
      </form>
    </SettingsPage>
  );
}

const Note = styled.p`
  font-size: 13.5px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 20px;

  & > button {
    width: 100%;
  }
  @media (min-width: 560px) {
    & > button {
      width: auto;
    }
  }
`;
