import { zodResolver } from '@hookform/resolvers/zod';
import { CryptoPaymentRequest, TRANSACTION_ID_FORMATS, type Payment, type PaymentMethod } from '@signals/protocol';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { applyFieldIssues } from '../../../lib/formIssues';
import { usePaymentsStore } from '../../../stores/payments';
import { toast } from '../../../stores/toast';
import { Button, TextField } from '../../../ui';

type PaymentValues = z.output<typeof CryptoPaymentRequest>;

interface PaymentFormProps {
  method: PaymentMethod;
  price: number;
  /** Called with the pending payment once the server has it. */
  onSubmitted: (payment: Payment) => void;
}

/** The confirmation form: the transaction ID and the amount (the price by default, step 0.01). */
export function PaymentForm({ method, price, onSubmitted }: PaymentFormProps) {
  const paymentSubmitted = usePaymentsStore((s) => s.paymentSubmitted);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CryptoPaymentRequest, unknown, PaymentValues>({
    resolver: zodResolver(CryptoPaymentRequest),
    defaultValues: { transactionId: '', amount: price, paymentMethod: method },
  });

  const onSubmit = async (values: PaymentValues) => {
    try {
      const payment = await paymentSubmitted({ ...values, paymentMethod: method });
      toast({ title: 'Payment submitted', description: 'We will confirm it shortly. You can leave this page.', variant: 'success' });
      onSubmitted(payment);
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['transactionId', 'amount'])) {
        toast({ title: 'Payment submission failed', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' });
      }
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <input type="hidden" value={method} {...register('paymentMethod')} />
      <TextField
        label="Transaction ID"
        placeholder={method === 'bitcoin' ? '64 hexadecimal characters' : '0x…'}
        autoComplete="off"
        spellCheck={false}
        hint={TRANSACTION_ID_FORMATS[method].message}
        error={errors.transactionId?.message}
        {...register('transactionId')}
      />
      <TextField
        label={method === 'usdt' ? 'Amount (USDT)' : 'Amount (USD value)'}
        type="number"
        inputMode="decimal"
        step={0.01}
        min={0}
        error={errors.amount?.message}
        {...register('amount', { valueAsNumber: true })}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        Confirm Payment
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
