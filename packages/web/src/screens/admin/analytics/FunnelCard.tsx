import type { RevenueAnalytics } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatCount } from '../../../lib/format';
import { Card, CardDescription, CardTitle } from '../../../ui';
import { formatShare, quoteConversion } from './figures';
import { ShareBar } from './ShareBar';

/** The payment funnel over the range: quotes asked, payments settled, claims still waiting, and how long approval took. */
export function FunnelCard({ funnel }: { funnel: RevenueAnalytics['funnel'] }) {
  const t = useT();
  const conversion = quoteConversion(funnel);
  const steps = [
    { label: t('adminPlans.analytics.funnel.quotes'), value: formatCount(funnel.quotes), share: 1 },
    { label: t('adminPlans.analytics.funnel.paid'), value: formatCount(funnel.paid), share: conversion ?? 0 },
  ];
  return (
    <Card>
      <CardTitle>{t('adminPlans.analytics.funnel.title')}</CardTitle>
      <CardDescription>{t('adminPlans.analytics.funnel.description')}</CardDescription>
      <Steps>
        {steps.map((step) => (
          <li key={step.label}>
            <Line>
              <span>{step.label}</span>
              <strong>{step.value}</strong>
            </Line>
            <ShareBar share={step.share} least={2} />
          </li>
        ))}
      </Steps>
      <Facts>
        <div>
          <dt>{t('adminPlans.analytics.funnel.conversion')}</dt>
          <dd>{formatShare(conversion)}</dd>
        </div>
        <div>
          <dt>{t('adminPlans.analytics.funnel.pending')}</dt>
          <dd>{formatCount(funnel.claimsPending)}</dd>
        </div>
        <div>
          <dt>{t('adminPlans.analytics.funnel.approval')}</dt>
          <dd>{funnel.medianApprovalMinutes === null ? '—' : t('adminPlans.analytics.funnel.minutes', { minutes: Math.round(funnel.medianApprovalMinutes) })}</dd>
        </div>
      </Facts>
    </Card>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: 12px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  margin-bottom: 6px;
  font-size: 14px;

  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 10px;
  margin: 18px 0 0;

  div {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-weight: 600;
  }
  dd {
    margin: 2px 0 0;
    font-size: 17px;
    font-weight: 750;
  }
`;
