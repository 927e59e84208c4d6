import type { Payment } from '@signals/protocol';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { usePaymentsStore } from '../../../stores/admin/payments';
import { Skeleton } from '../../../ui';
import { formatUsd } from '../../../lib/format';
import { PaymentStatusBadge } from '../components/StatusBadges';
import { formatDate } from '../../../lib/formatDates';
import { CHANNEL_LABELS } from './channelLabels';

interface PayerHistoryProps {
  userId: number;
  /** The payment the dialog is about, left out of the history. */
  excludeId: number;
  username: string;
}

type HistoryState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; payments: Payment[] };

/** The payer's other payments, newest first: a repeat payer or a pattern of rejections shows at a glance. */
export function PayerHistory({ userId, excludeId, username }: PayerHistoryProps) {
  const t = useT();
  const paymentsOfUser = usePaymentsStore((s) => s.paymentsOfUser);
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const titleId = useId();

  useEffect(() => {
    let current = true;
    paymentsOfUser(userId).then(
      (payments) => current && setState({ status: 'ready', payments }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [paymentsOfUser, userId]);

  const others = state.status === 'ready' ? state.payments.filter((p) => p.id !== excludeId) : [];

  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{t('adminPayments.history.title', { username })}</Title>
      {state.status === 'loading' && (
        <Rows aria-busy="true">
          <Skeleton $height={40} />
          <Skeleton $height={40} />
        </Rows>
      )}
      {state.status === 'error' && <Note role="alert">{errorMessage(state.error, t('adminPayments.history.failed'))}</Note>}
      {state.status === 'ready' && others.length === 0 && <Note>{t('adminPayments.history.none')}</Note>}
      {others.length > 0 && (
        <Rows>
          {others.map((payment) => (
            <Row key={payment.id}>
              <span>{formatDate(payment.createdAt)}</span>
              <Amount>
                {formatUsd(payment.amount)} <Muted>{t(CHANNEL_LABELS[payment.paymentMethod])}</Muted>
              </Amount>
              <PaymentStatusBadge status={payment.status} />
            </Row>
          ))}
        </Rows>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-top: 24px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h3`
  margin-bottom: 12px;
  font-size: 14px;
  font-weight: 650;
`;

const Rows = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto auto;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  font-size: 13.5px;
`;

const Amount = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
`;
