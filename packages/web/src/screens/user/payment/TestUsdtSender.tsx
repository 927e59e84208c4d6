import { useState } from 'react';
import { FlaskConicalIcon } from 'lucide-react';
import styled from 'styled-components';
import { callApi, errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { formatTokenAmount } from '../../../lib/format';
import { toast } from '../../../stores/toast';
import { Button } from '../../../ui';

/**
 * The demo only (DEMO_CHAIN): the demo runs its own chain, so a newcomer pays
 * their deposit address with test USDT from it, the quote's amount or half of it, and
 * watches the same flow a real transfer takes. What follows comes from the
 * chain, as for any wallet's transfer: this only sends.
 */
export function TestUsdtSender({ amount }: { amount: string }) {
  const t = useT();
  const price = Number(amount);
  const [sending, setSending] = useState<number | null>(null);

  const send = (amount: number) => {
    setSending(amount);
    callApi('sendTestUsdt', { body: { amount } })
      .catch((error: unknown) => toast({ title: t('premium.deposit.demo.failed'), description: errorMessage(error, t('premium.deposit.demo.tryAgain')), variant: 'destructive' }))
      .finally(() => setSending(null));
  };

  // The price, and half of it to see what an underpayment looks like.
  const offers = [
    { amount: price, label: 'premium.deposit.demo.sendPrice', variant: 'primary' },
    { amount: Math.round((price / 2) * 100) / 100, label: 'premium.deposit.demo.sendHalf', variant: 'secondary' },
  ] as const;
  return (
    <Box aria-labelledby="test-usdt-title">
      <Title id="test-usdt-title">
        <FlaskConicalIcon size={16} aria-hidden="true" />
        {t('premium.deposit.demo.title')}
      </Title>
      <p>{t('premium.deposit.demo.text')}</p>
      <Buttons>
        {offers.map(({ amount, label, variant }) => (
          <Button key={label} size="sm" variant={variant} loading={sending === amount} disabled={sending !== null} onClick={() => send(amount)}>
            {t(label, { amount: formatTokenAmount(String(amount)) })}
          </Button>
        ))}
      </Buttons>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px 14px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 14px;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
