import type { LanguageCode } from '@signals/protocol';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../api';
import { activateLanguage, t as translate } from '../../i18n';
import { useT } from '../../i18n/useT';
import { useAccountStore } from '../../stores/account';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { toast } from '../../stores/toast';
import { BackLink, Button, PageHeader } from '../../ui';
import { languageName } from './account/accountFormat';
import { SettingsPage } from './account/SettingsPage';
import { LanguageOptions } from './settings/LanguageOptions';

/** Language: one of eight, saved on the account; the app switches to it as soon as it is saved. */
export function LanguageSettingsScreen() {
  const t = useT();
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
      // Switched before the toast, so the toast already speaks the new language.
      await activateLanguage(selected);
      setChoice(null);
      toast({ title: translate('language.saved.title'), description: translate('language.saved.description', { language: languageName(selected) }), variant: 'success' });
    } catch (error) {
      toast({ title: translate('language.failed'), description: errorMessage(error, translate('common.tryLater')), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsPage>
      <PageHeader title={t('language.title')} description={t('language.description')} eyebrow={<BackLink to="/settings">{t('common.settings')}</BackLink>} />
      <Note>{t('language.note')}</Note>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        <LanguageOptions value={selected} current={user.language} onChange={setChoice} disabled={saving} />
        <Footer>
          <Button type="submit" loading={saving} disabled={!changed}>
            {t(saving ? 'language.saving' : 'language.save')}
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
