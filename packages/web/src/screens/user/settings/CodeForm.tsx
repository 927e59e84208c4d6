import { zodResolver } from '@hookform/resolvers/zod';
import { TwoFactorCodeRequest } from '@signals/protocol';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { applyFieldIssues } from '../../../lib/formIssues';
import { Button, TextField, type ButtonVariant } from '../../../ui';

type CodeValues = z.output<typeof TwoFactorCodeRequest>;

interface CodeFormProps {
  /** The submit button's text. */
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /** Sends the code; throw to keep the form as it is (field issues of the error land on the field). */
  onSubmitCode: (code: string) => Promise<void>;
  /** A secondary action beside the submit button. */
  onCancel?: () => void;
}

/** One six-digit code field: the same form turns two-factor on and off. */
export function CodeForm({ submitLabel, submitVariant = 'primary', onSubmitCode, onCancel }: CodeFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorCodeRequest, unknown, CodeValues>({
    resolver: zodResolver(TwoFactorCodeRequest),
    defaultValues: { code: '' },
  });

  const onSubmit = async ({ code }: CodeValues) => {
    try {
      await onSubmitCode(code);
    } catch (error) {
      applyFieldIssues(error, setError, ['code']);
    }
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate>
      <CodeField>
        <TextField
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          hint="The 6-digit code your authenticator app shows now."
          error={errors.code?.message}
          {...register('code')}
        />
      </CodeField>
      <Actions>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant={submitVariant} loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const CodeField = styled.div`
  max-width: 320px;

  input {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 18px;
    letter-spacing: 0.3em;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 10px;

  @media (min-width: 560px) {
    flex-direction: row;
  }
`;
