import type { TicketMemberContext } from '@signals/protocol';
import { useId } from 'react';
import styled from 'styled-components';
import { nativeName } from '../../../i18n/format';
import { useT, type Translate } from '../../../i18n/useT';
import { formatUsd } from '../../../lib/format';
import { formatDate } from '../../../lib/formatDates';
import type { MemberContextState } from '../../../stores/admin/cannedReplies';
import { Badge, Skeleton } from '../../../ui';
import { CopyButton } from '../components/CopyButton';
import { PaymentStatusBadge, TicketStatusBadge } from '../components/StatusBadges';
import { shortenMiddle } from '../components/shorten';
import { CHANNEL_LABELS } from '../payments/channelLabels';
import { PREMIUM_KIND_ADMIN_LABELS } from '../users/premiumKinds';

/** "Quarterly · until 5 Mar 2030", "Comped · no end date", "Free · ended 2 Jan 2026": the plan and where premium stands. */
function planLine(t: Translate, premium: TicketMemberContext['premium']): string {
  if (!premium.running) {
    return premium.endsAt ? `${t('adminSupport.context.free')} · ${t('adminSupport.context.ended', { date: formatDate(premium.endsAt) })}` : t('adminSupport.context.free');
  }
  const name = premium.plan?.name ?? (premium.kind ? t(PREMIUM_KIND_ADMIN_LABELS[premium.kind]) : '');
  const kind = premium.plan && premium.kind && premium.kind !== 'paid' ? ` (${t(PREMIUM_KIND_ADMIN_LABELS[premium.kind])})` : '';
  const end = premium.graceEndsAt
    ? t('adminSupport.context.graceUntil', { date: formatDate(premium.graceEndsAt) })
    : premium.endsAt
      ? t('adminSupport.context.until', { date: formatDate(premium.endsAt) })
      : t('adminSupport.context.noEnd');
  return `${name}${kind} · ${end}`;
}

/**
 * Who wrote the ticket, beside the conversation (issue 46): plan and premium end, language, two-factor, Telegram, the
 * last payments (support sees them here, never the payments list) and the member's other tickets.
 */
export function MemberContextPanel({ state }: { state: MemberContextState | null }) {
  const t = useT();
  const titleId = useId();
  if (!state || state.status === 'loading') {
    return (
      <Panel aria-busy="true" aria-label={t('adminSupport.context.loading')}>
        <Skeleton $height={72} />
      </Panel>
    );
  }
  if (state.status === 'error' || !state.context) {
    return (
      <Panel aria-label={t('adminSupport.context.label')}>
        <Note role="alert">{t('adminSupport.context.failed', { error: state.error ?? '' })}</Note>
      </Panel>
    );
  }
  const { member, premium, payments, otherTickets } = state.context;
  return (
    <Panel aria-labelledby={titleId}>
      <Heading id={titleId}>
        {t('adminSupport.context.title', { username: member.username })}
        {member.isBanned && <Badge $tone="loss">{t('adminSupport.context.banned')}</Badge>}
      </Heading>
      <Facts>
        <div>
          <dt>{t('adminUsers.column.plan')}</dt>
          <dd>{planLine(t, premium)}</dd>
        </div>
        <div>
          <dt>{t('adminSupport.context.language')}</dt>
          <dd>{nativeName(member.language)}</dd>
        </div>
        <div>
          <dt>{t('adminSupport.context.twoFactor')}</dt>
          <dd>{t(member.twoFactorEnabled ? 'adminSupport.context.on' : 'adminSupport.context.off')}</dd>
        </div>
        <div>
          <dt>{t('adminSupport.context.telegram')}</dt>
          <dd>{t(member.telegramLinked ? 'adminSupport.context.linked' : 'adminSupport.context.notLinked')}</dd>
        </div>
      </Facts>
      <Columns>
        <section aria-label={t('adminSupport.context.payments')}>
          <Subheading>{t('adminSupport.context.payments')}</Subheading>
          {payments.length === 0 ? (
            <Note>{t('adminSupport.context.noPayments')}</Note>
          ) : (
            <Rows>
              {payments.map((payment) => (
                <Row key={payment.id}>
                  <span>{formatDate(payment.createdAt)}</span>
                  <span>
                    {formatUsd(payment.amount)} <Muted>{t(CHANNEL_LABELS[payment.method])}</Muted>
                  </span>
                  <PaymentStatusBadge status={payment.status} />
                  <Tx title={payment.transactionId}>
                    {shortenMiddle(payment.transactionId, 8, 6)}
                    <CopyButton value={payment.transactionId} label={t('adminPayments.column.transaction')} />
                  </Tx>
                </Row>
              ))}
            </Rows>
          )}
        </section>
        <section aria-label={t('adminSupport.context.tickets')}>
          <Subheading>{t('adminSupport.context.tickets')}</Subheading>
          {otherTickets.length === 0 ? (
            <Note>{t('adminSupport.context.noTickets')}</Note>
          ) : (
            <Rows>
              {otherTickets.map((ticket) => (
                <Row key={ticket.id}>
                  <Muted>#{ticket.id}</Muted>
                  <Subject>{ticket.subject}</Subject>
                  <TicketStatusBadge status={ticket.status} />
                </Row>
              ))}
            </Rows>
          )}
        </section>
      </Columns>
    </Panel>
  );
}

const Panel = styled.section`
  margin-bottom: 14px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  font-size: 13.5px;
`;

const Heading = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
  font-size: 14px;
  font-weight: 650;
`;

const Facts = styled.dl`
  display: grid;
  gap: 6px 16px;
  margin: 0 0 10px;

  @media (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 10px 16px;

  @media (min-width: 720px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Subheading = styled.h4`
  margin-bottom: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
`;

const Rows = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
`;

const Tx = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 12px;
`;

const Subject = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
