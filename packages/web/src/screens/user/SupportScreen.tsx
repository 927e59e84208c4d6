import { useState } from 'react';
import styled from 'styled-components';
import { BackLink, PageHeader, Tabs } from '../../ui';
import { ContactForm } from './support/ContactForm';
import { LiveChatPanel } from './support/LiveChatPanel';
import { TicketSummary } from './support/TicketSummary';

type SupportTab = 'tickets' | 'chat';

/** Contact support: the user's tickets and a message form, and how live help works. */
export function SupportScreen() {
  const [tab, setTab] = useState<SupportTab>('tickets');
  return (
    <Page>
      <PageHeader title="Contact Support" description="We are here to help with your account, payments and signals." eyebrow={<BackLink to="/settings">Settings</BackLink>} />
      <Tabs
        label="Support options"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'tickets',
            label: 'Tickets',
            content: (
              <Stack>
                <TicketSummary />
                <ContactForm />
              </Stack>
            ),
          },
          { value: 'chat', label: 'Live Chat', content: <LiveChatPanel /> },
        ]}
      />
    </Page>
  );
}

const Page = styled.div`
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;
