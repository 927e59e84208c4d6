import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, Card, CardDescription, CardTitle, Dialog } from '../../../ui';

/** The danger zone. Deleting an account is not self-service yet: the dialog says so and points to support. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Danger>
      <Row>
        <div>
          <CardTitle>Delete account</CardTitle>
          <CardDescription>Close your account and remove your data.</CardDescription>
        </div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <Trash2Icon size={16} />
          Delete account
        </Button>
      </Row>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="sm"
        title="Account deletion is not available yet"
        description="You can't delete your account from the app yet. Contact support and we will close it for you and confirm by e-mail."
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Close
            </Button>
            <ButtonLink to="/settings/support">Contact support</ButtonLink>
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
