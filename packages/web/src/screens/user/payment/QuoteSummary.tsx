import { ReceiptTextIcon, RefreshCwIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatTokenAmount, formatUsd } from '../../../lib/format';
import { formatDateTime } from '../../../lib/formatDates';
import { Button, ButtonLink, Card, Skeleton } from '../../../ui';
import { Notice } from '../common/Notice';
import { useNow } from '../common/useNow';
import type { PaymentQuote } from './usePaymentQuote';

interface QuoteSummaryProps {
  /** The quote asked for the page (usePaymentQuote): shown, or its loading and failure. */
  priced: Pick<PaymentQuote, 'quote' | 'plan' | 'loading' | 'failed' | 'promoRefusal' | 'requote'>;
  /** How it is paid: USDT sent on chain (the exact token amount), or charged by card (the total in dollars). */
  paidBy?: 'token' | 'card';
}

/**
 * What this payment buys, as the server fixed it: the plan and its months, the price, the promo code's discount, the
 * exact amount of USDT to send on BEP20 (or, by card, the total charged), and until when the price holds.
 */
export function QuoteSummary({ priced, paidBy = 'token' }: QuoteSummaryProps) {
  const { quote, plan, loading, failed, promoRefusal, requote: onRequote } = priced;
  const t = useT();
  const now = useNow();

  if (failed) {
    return (
      <Notice
        tone="warning"
        title={t('plans.quote.failed')}
        action={
          <Actions>
            <Button size="sm" variant="secondary" onClick={onRequote}>
              {t('common.retry')}
            </Button>
            <ButtonLink to="/premium" size="sm" variant="ghost">
              {t('plans.quote.choosePlan')}
            </ButtonLink>
          </Actions>
        }
      >
        {t('plans.quote.failedText')}
      </Notice>
    );
  }
  if (loading || !quote) {
    return <Skeleton $height={228} $radius="16px" aria-label={t('plans.quote.loading')} />;
  }
  const expired = new Date(quote.expiresAt).getTime() <= now;
  return (
    <Card aria-labelledby="quote-title">
      <Head>
        <ReceiptTextIcon size={18} aria-hidden="true" />
        <h2 id="quote-title">{t('plans.quote.title')}</h2>
        <ButtonLink to="/premium" size="sm" variant="ghost">
          {t('plans.quote.change')}
        </ButtonLink>
      </Head>
      {promoRefusal && (
        <Notice tone="warning" title={t('plans.quote.promoRefused')} live>
          {promoRefusal.message}
        </Notice>
      )}
      <Lines>
        <div>
          <dt>{t('plans.quote.plan')}</dt>
          <dd>{t('plans.quote.planLine', { name: plan?.name ?? t('premium.name'), months: quote.months })}</dd>
        </div>
        <div>
          <dt>{t('plans.quote.price')}</dt>
          <dd>{formatUsd(quote.priceUsd)}</dd>
        </div>
        {quote.discountUsd > 0 && (
          <div>
            <dt>{quote.promoCode ? t('plans.quote.discountCode', { code: quote.promoCode }) : t('plans.quote.discount')}</dt>
            <Discount>{`−${formatUsd(quote.discountUsd)}`}</Discount>
          </div>
        )}
        {paidBy === 'card' ? (
          <Total>
            <dt>{t('premium.order.total')}</dt>
            <dd>
              <strong>{formatUsd(quote.amountUsd)}</strong>
              <small>{t('premium.order.taxesIncluded')}</small>
            </dd>
          </Total>
        ) : (
          <Total>
            <dt>{t('plans.quote.toSend')}</dt>
            <dd>
              <strong>{`${formatTokenAmount(quote.amountToken)} ${quote.token}`}</strong>
              <small>{t('plans.quote.network', { network: quote.network })}</small>
            </dd>
          </Total>
        )}
      </Lines>
      {expired ? (
        <Notice
          tone="warning"
          title={t('plans.quote.expired')}
          action={
            <Button size="sm" variant="secondary" onClick={onRequote}>
              <RefreshCwIcon size={15} />
              {t('plans.quote.refresh')}
            </Button>
          }
        />
      ) : (
        <Expires>{t('plans.quote.expires', { date: formatDateTime(quote.expiresAt) })}</Expires>
      )}
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.premium};

  h2 {
    flex: 1;
    color: ${({ theme }) => theme.colors.text};
    font-size: 17px;
    font-weight: 700;
  }
`;

const Lines = styled.dl`
  display: grid;
  gap: 10px;
  margin: 12px 0;

  > div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 12px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
  dd {
    margin: 0;
    font-size: 14.5px;
    font-weight: 650;
    text-align: right;
  }
`;

const Discount = styled.dd`
  color: ${({ theme }) => theme.colors.profit};
`;

const Total = styled.div`
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  dt {
    color: ${({ theme }) => theme.colors.text} !important;
    font-weight: 650;
  }
  dd {
    display: grid;
    justify-items: end;
  }
  strong {
    font-size: 22px;
    font-weight: 800;
    letter-spacing: -0.01em;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12.5px;
    font-weight: 500;
  }
`;

const Expires = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
