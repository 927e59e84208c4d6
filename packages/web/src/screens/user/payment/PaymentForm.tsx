import { zodResolver } from '@hookform/resolvers/zod';
import { CryptoPaymentRequest, WALLET_ADDRESS_FORMATS, type Payment, type PaymentMethod } from '@signals/protocol';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { usePaymentsStore } from '../../../stores/payments';
import { toast } from '../../../stores/toast';
import { Button, TextField } from '../../../ui';
import { Notice } from '../common/Notice';
import { SENDING_ADDRESS_HINTS, sendingAddressPlaceholder, TRANSACTION_ID_HINTS, transactionIdPlaceholder, type PayAmount } from './methods';

type PaymentValues = z.output<typeof CryptoPaymentRequest>;

interface PaymentFormProps {
  method: PaymentMethod;
  /** The quote's amount (the field's default) and the quote the claim names. */
  amount: PayAmount;
  /** Called with the pending payment once the server has it. */
  onSubmitted: (payment: Payment) => void;
}

/** The confirmation form: the transaction ID, the wallet it was sent from, and the amount (the quote's by default, step 0.01). */
export function PaymentForm({ method, amount, onSubmitted }: PaymentFormProps) {
  const t = useT();
  const paymentSubmitted = usePaymentsStore((s) => s.paymentSubmitted);
  const paymentsRequested = usePaymentsStore((s) => s.paymentsRequested);
  // The server's refusal that belongs to no one field (a duplicate transaction, crypto turned off): shown above the button.
  const [refusal, setRefusal] = useState<string | null>(null);
  const address = WALLET_ADDRESS_FORMATS[method];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CryptoPaymentRequest, unknown, PaymentValues>({
    resolver: zodResolver(CryptoPaymentRequest),
    defaultValues: { transactionId: '', fromAddress: '', amount: amount.usd, paymentMethod: method, quoteId: amount.quoteId },
  });

  const onSubmit = async (values: PaymentValues) => {
    setRefusal(null);
    try {
      const payment = await paymentSubmitted({ ...values, paymentMethod: method, quoteId: amount.quoteId });
      toast({
        title: t('premium.form.submitted.title'),
        description: t('premium.form.submitted.description'),
        variant: 'success',
      });
      onSubmitted(payment);
    } catch (error) {
      if (applyFieldIssues(error, setError, ['transactionId', 'fromAddress', 'amount'])) {
        return;
      }
      setRefusal(errorMessage(error, t('premium.form.failed')));
      if (isApiError(error) && error.status === 409) {
        // Perhaps a claim sent from another tab or device: fetch it, so the page shows where it stands.
        void paymentsRequested(true);
      }
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <input type="hidden" value={method} {...register('paymentMethod')} />
      <TextField
        label={t('premium.form.txid')}
        placeholder={transactionIdPlaceholder(method)}
        autoComplete="off"
        spellCheck={false}
        hint={t(TRANSACTION_ID_HINTS[method])}
        error={errors.transactionId?.message}
        {...register('transactionId')}
      />
      <TextField
        label={t('premium.form.from')}
        labelAside={address.required ? undefined : <Optional>{t('common.optional')}</Optional>}
        placeholder={sendingAddressPlaceholder(method)}
        autoComplete="off"
        spellCheck={false}
        hint={t(SENDING_ADDRESS_HINTS[method])}
        error={errors.fromAddress?.message}
        {...register('fromAddress')}
      />
      <TextField
        label={t(method === 'usdt' ? 'premium.form.amount.usdt' : 'premium.form.amount.usd')}
        type="number"
        inputMode="decimal"
        step={0.01}
        min={0}
        error={errors.amount?.message}
        {...register('amount', { valueAsNumber: true })}
      />
      {refusal && (
        <Notice tone="danger" title={t('premium.form.refused')} live>
          {refusal}
        </Notice>
      )}
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {t('premium.form.submit')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Optional = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
  font-weight: 500;
`;
