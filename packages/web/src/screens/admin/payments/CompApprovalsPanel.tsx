import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { formatUsd } from '../../../lib/format';
import { formatDateTime } from '../../../lib/formatDates';
import { useCompApprovalsStore } from '../../../stores/admin/payments';
import { useSessionStore } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { Button } from '../../../ui';
import { ListCard } from '../components/ListCard';

/**
 * Comped premium worth more than the approval threshold, asked by one staff member and waiting for a second (issue
 * 46): approve or decline each; whoever asked cannot approve their own. Shown only while some wait; follows the live
 * channel.
 */
export function CompApprovalsPanel() {
  const t = useT();
  const waiting = useCompApprovalsStore((s) => s.waiting);
  const { waitingRequested, approved, declined } = useCompApprovalsStore.getState();
  const myId = useSessionStore((s) => s.user?.id);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    void waitingRequested();
  }, [waitingRequested]);

  if (waiting.length === 0) {
    return null;
  }

  const decide = async (id: number, username: string, approve: boolean) => {
    setBusy(id);
    try {
      if (approve) {
        await approved(id);
      } else {
        await declined(id);
      }
      toast({ title: t(approve ? 'adminPlans.compApprovals.approved' : 'adminPlans.compApprovals.declined', { username }), variant: approve ? 'success' : 'default' });
    } catch (error) {
      toast({ title: t('adminPayments.error'), description: errorMessage(error, t('adminPayments.unknownError')), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section>
      <ListCard title={t('adminPlans.compApprovals.title')}>
        <Intro>{t('adminPlans.compApprovals.description')}</Intro>
        <List>
          {waiting.map((approval) => {
            const own = approval.requestedBy === myId;
            return (
              <Item key={approval.id}>
                <Facts>
                  <strong>{t('adminPlans.compApprovals.what', { username: approval.username, days: approval.days, worth: formatUsd(approval.worthUsd) })}</strong>
                  <Muted>{t('adminPlans.compApprovals.who', { username: approval.requestedByUsername, date: formatDateTime(approval.requestedAt), reason: approval.reason })}</Muted>
                  {own && <Muted>{t('adminPlans.compApprovals.own')}</Muted>}
                </Facts>
                <Actions>
                  <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => void decide(approval.id, approval.username, false)}>
                    {t('adminPlans.compApprovals.decline')}
                  </Button>
                  <Button size="sm" disabled={own || busy !== null} loading={busy === approval.id} onClick={() => void decide(approval.id, approval.username, true)}>
                    {t('adminPlans.compApprovals.approve')}
                  </Button>
                </Actions>
              </Item>
            );
          })}
        </List>
      </ListCard>
    </Section>
  );
}

const Section = styled.section`
  margin-bottom: 20px;
`;

const Intro = styled.p`
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
`;

const List = styled.ul`
  display: grid;
  gap: 10px;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Facts = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;
