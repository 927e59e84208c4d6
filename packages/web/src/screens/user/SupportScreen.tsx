import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { BackLink, PageHeader, Tabs } from '../../ui';
import { ContactForm } from './support/ContactForm';
import { LiveChatPanel } from './support/LiveChatPanel';
import { TicketSummary } from './support/TicketSummary';

type SupportTab = 'tickets' | 'chat';

/** Contact support: the user's tickets and a message form, and how live help works. */
export function SupportScreen() {
  const t = useT();
  const [tab, setTab] = useState<SupportTab>('tickets');
  return (
    <Page>
      <PageHeader title={t('support.title')} description={t('support.description')} eyebrow={<BackLink to="/settings">{t('common.settings')}</BackLink>} />
      <Tabs
        label={t('support.tabs.label')}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'tickets',
            label: t('support.tabs.tickets'),
            content: (
              <Stack>
                <TicketSummary />
                <ContactForm />
              </Stack>
            ),
          },
          { value: 'chat', label: t('support.tabs.chat'), content: <LiveChatPanel /> },
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
