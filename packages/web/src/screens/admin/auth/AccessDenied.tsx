import { Trans } from '../../../i18n/Trans';
import { LockIcon } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { Button, ButtonLink } from '../../../ui';

/** A signed-in user without admin rights on the admin sign-in screen. */
export function AccessDenied() {
  const t = useT();
  const username = useSessionStore(sessionSelectors.username);
  const logout = useSessionStore((s) => s.logout);
  const [switching, setSwitching] = useState(false);

  // Signing out brings back the admin form, for someone holding a second, admin account.
  const handleSwitchAccount = async () => {
    setSwitching(true);
    try {
      await logout();
    } catch (error) {
      toast({ title: t('layout.logout.failed.title'), description: errorMessage(error, t('layout.logout.failed.description')), variant: 'destructive' });
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Panel aria-labelledby="access-denied-title">
      <IconCircle>
        <LockIcon size={26} />
      </IconCircle>
      <Title id="access-denied-title">{t('admin.auth.denied.title')}</Title>
      <Text>
        <Trans id="admin.auth.denied.text" values={{ username }} components={{ 0: <strong /> }} />
      </Text>
      <Actions>
        <ButtonLink to="/" size="lg" fullWidth>
          {t('admin.auth.denied.home')}
        </ButtonLink>
        <Button variant="ghost" fullWidth loading={switching} onClick={() => void handleSwitchAccount()}>
          {t('admin.auth.denied.switch')}
        </Button>
      </Actions>
    </Panel>
  );
}

const Panel = styled.section`
  width: 100%;
  max-width: 440px;
  padding: 32px 24px 24px;
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  text-align: center;

  @media (min-width: 768px) {
    margin-top: 24px;
  }
`;

const IconCircle = styled.div`
  display: grid;
  place-items: center;
  width: 60px;
  height: 60px;
  margin: 0 auto 16px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.lossSoft};
  color: ${({ theme }) => theme.colors.loss};
`;

const Title = styled.h1`
  font-size: 24px;
  font-weight: 750;
`;

const Text = styled.p`
  margin: 8px 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14.5px;

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
