import { explorerLinks, PAYMENT_METHOD_DETAILS, type Payment } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { CopyButton } from '../components/CopyButton';
import { formatUsd } from '../../../lib/format';
import { paymentExcessNote } from '../../../lib/paymentExcess';
import { PaymentStatusBadge } from '../components/StatusBadges';
import { ExplorerLink } from './ExplorerLink';
import { formatDateTime } from '../../../lib/formatDates';

/** What the review dialog says about a payment: payer, amount, method, status, date, transaction, sending wallet and reason. */
export function PaymentFacts({ payment }: { payment: Payment }) {
  const t = useT();
  const links = explorerLinks(payment);
  return (
    <Facts>
      <Fact>
        <dt>{t('adminPayments.facts.payer')}</dt>
        <dd>
          <strong>{payment.username}</strong> <Muted>{t('adminPayments.facts.userRef', { id: String(payment.userId) })}</Muted>
        </dd>
      </Fact>
      <Fact>
        <dt>{t('adminPayments.facts.amount')}</dt>
        <dd>
          <Amount>{formatUsd(payment.amount)}</Amount>
        </dd>
      </Fact>
      {payment.excess && (
        <Fact $wide>
          <dt>{t('adminPayments.facts.excess')}</dt>
          <dd>{paymentExcessNote(t, payment.excess)}</dd>
        </Fact>
      )}
      <Fact>
        <dt>{t('adminPayments.facts.method')}</dt>
        <dd>{payment.paymentMethod === 'card' ? t('ui.paymentChannel.card') : `${PAYMENT_METHOD_DETAILS[payment.paymentMethod].label} · ${PAYMENT_METHOD_DETAILS[payment.paymentMethod].network}`}</dd>
      </Fact>
      <Fact>
        <dt>{t('adminPayments.facts.status')}</dt>
        <dd>
          <PaymentStatusBadge status={payment.status} />
        </dd>
      </Fact>
      <Fact>
        <dt>{t('adminPayments.facts.date')}</dt>
        <dd>{formatDateTime(payment.createdAt)}</dd>
      </Fact>
      {payment.reviewedAt && (
        <Fact>
          <dt>{t('adminPayments.facts.reviewed')}</dt>
          <dd>{formatDateTime(payment.reviewedAt)}</dd>
        </Fact>
      )}
      <Fact $wide>
        <dt>{t('adminPayments.facts.transaction')}</dt>
        <Identifier as="dd">
          <TxRow>
            <Mono>{payment.transactionId}</Mono>
            <CopyButton value={payment.transactionId} label={t('adminPayments.facts.copyTransaction')} />
          </TxRow>
          {links && <ExplorerLink href={links.transaction}>{t('adminPayments.facts.transactionOn', { explorer: links.name })}</ExplorerLink>}
        </Identifier>
      </Fact>
      {payment.fromAddress && (
        <Fact $wide>
          <dt>{t('adminPayments.facts.sentFrom')}</dt>
          <Identifier as="dd">
            <TxRow>
              <Mono>{payment.fromAddress}</Mono>
              <CopyButton value={payment.fromAddress} label={t('adminPayments.facts.copySender')} />
            </TxRow>
            {links?.address && <ExplorerLink href={links.address}>{t('adminPayments.facts.senderOn', { explorer: links.name })}</ExplorerLink>}
          </Identifier>
        </Fact>
      )}
      {payment.rejectReason && (
        <Fact $wide>
          <dt>{t('adminPayments.facts.reason')}</dt>
          <dd>{payment.rejectReason}</dd>
        </Fact>
      )}
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 14px 24px;
  margin: 0;

  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Fact = styled.div<{ $wide?: boolean }>`
  display: grid;
  gap: 4px;
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-weight: 650;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    font-size: 14.5px;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Amount = styled.span`
  font-size: 18px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** An identifier with its copy button, and the explorer link under it. */
const Identifier = styled.div`
  display: grid;
  justify-items: start;
  gap: 8px;
`;

const TxRow = styled.div`
  justify-self: stretch;
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Mono = styled.code`
  flex: 1;
  min-width: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13px;
  line-height: 1.6;
  overflow-wrap: anywhere;
`;
