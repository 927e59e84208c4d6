import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Button, ButtonLink, Card, CardDescription, CardTitle, Dialog } from '../../../ui';

/** The danger zone. Deleting an account is not self-service yet: the dialog says so and points to support. */
export function DeleteAccountCard() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Danger>
      <Row>
        <div>
          <CardTitle>{t('profile.delete.title')}</CardTitle>
          <CardDescription>{t('profile.delete.description')}</CardDescription>
        </div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <Trash2Icon size={16} />
          {t('profile.delete.button')}
        </Button>
      </Row>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="sm"
        title={t('profile.delete.dialog.title')}
        description={t('profile.delete.dialog.description')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('common.close')}
            </Button>
            <ButtonLink to="/settings/support">{t('profile.delete.contact')}</ButtonLink>
          </>
        }
      />
    </Danger>
  );
}

const Danger = styled(Card)`
  border-color: ${({ theme }) => theme.colors.lossSoft};
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;

  @media (min-width: 560px) {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;
