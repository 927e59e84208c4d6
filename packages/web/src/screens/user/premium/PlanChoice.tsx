import type { Plan } from '@signals/protocol';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatUsd, formatWholePercent } from '../../../lib/format';
import { Badge } from '../../../ui';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { basePlan, pricePerMonth, savingPercent } from './planPricing';

interface PlanChoiceProps {
  plans: Plan[];
  value: number | null;
  onChange: (planId: number) => void;
  /** Show each plan's trial beside it (members who may still try one). */
  showTrials: boolean;
}

/** The plans on sale as a radio list: each plan's whole price, its price per month, and what it saves against monthly. */
export function PlanChoice({ plans, value, onChange, showTrials }: PlanChoiceProps) {
  const t = useT();
  const name = useId();
  const base = basePlan(plans);
  return (
    <Group>
      <Legend>{t('plans.choose')}</Legend>
      {plans.map((plan) => {
        const saving = savingPercent(plan, base);
        const selected = plan.id === value;
        return (
          <Option key={plan.id} $selected={selected}>
            <input type="radio" name={name} value={plan.id} checked={selected} onChange={() => onChange(plan.id)} />
            <Radio aria-hidden="true" $selected={selected} />
            <Main>
              <Name>{plan.name}</Name>
              <Small>{t('plans.option.total', { months: plan.months, price: formatUsd(plan.priceUsd) })}</Small>
              {showTrials && plan.trialDays > 0 && <Trial>{t('plans.option.trial', { days: plan.trialDays })}</Trial>}
            </Main>
            <Side>
              <PerMonth>{t('plans.option.perMonth', { price: formatUsd(pricePerMonth(plan)) })}</PerMonth>
              {saving !== null && <Badge $tone="profit">{t('plans.option.save', { percent: formatWholePercent(saving) })}</Badge>}
            </Side>
          </Option>
        );
      })}
    </Group>
  );
}

const Group = styled.fieldset`
  display: grid;
  gap: 10px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: 10px;
  padding: 0;
  font-size: 15px;
  font-weight: 700;
`;

const Option = styled.label<{ $selected: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 14px;
  border: 1.5px solid ${({ theme, $selected }) => ($selected ? theme.colors.premium : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.premiumSoft : theme.colors.background)};
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    background 0.15s ease;

  input {
    ${visuallyHidden}
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:hover {
    border-color: ${({ theme, $selected }) => ($selected ? theme.colors.premium : theme.colors.borderStrong)};
  }
`;

const Radio = styled.span<{ $selected: boolean }>`
  flex: none;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.premium : theme.colors.borderStrong)};
  background: ${({ theme, $selected }) => ($selected ? `radial-gradient(circle, ${theme.colors.premium} 0 4px, transparent 5px)` : 'transparent')};
`;

const Main = styled.span`
  display: grid;
  gap: 2px;
  flex: 1;
  min-width: 0;
`;

const Name = styled.span`
  font-size: 15.5px;
  font-weight: 700;
`;

const Small = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const Trial = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 12.5px;
  font-weight: 650;
`;

const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: 4px;
  flex: none;
  text-align: right;
`;

const PerMonth = styled.span`
  font-size: 15px;
  font-weight: 750;
  white-space: nowrap;
`;
