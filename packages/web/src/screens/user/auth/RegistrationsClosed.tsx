import { LockIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Button } from '../../../ui';

/** Shown on the Register tab when the admin has switched registrations off (the screen's heading says so). */
export function RegistrationsClosed({ onGoToLogin }: { onGoToLogin: () => void }) {
  const t = useT();
  return (
    <Wrapper>
      <IconCircle>
        <LockIcon size={24} />
      </IconCircle>
      <Text>{t('auth.closed.text')}</Text>
      <Button variant="secondary" onClick={onGoToLogin}>
        {t('auth.closed.toLogin')}
      </Button>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 24px 8px 8px;
  text-align: center;
`;

const IconCircle = styled.div`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  margin-bottom: 4px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`;

const Text = styled.p`
  max-width: 340px;
  margin-bottom: 10px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;
