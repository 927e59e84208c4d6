import { zodResolver } from '@hookform/resolvers/zod';
import { TwoFactorCodeRequest } from '@signals/protocol';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { Button, TextField, type ButtonVariant } from '../../../ui';

type CodeValues = z.output<typeof TwoFactorCodeRequest>;

/** The set-up step already has the password (asked before the QR code was shown): the code alone, the password left as it is. */
const CodeOnly = TwoFactorCodeRequest.extend({ password: z.string() });

interface CodeFormProps {
  /** The submit button's text. */
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /** Whether the form asks for the current password too (turning two-factor off). */
  withPassword?: boolean;
  /** Sends the code (and the password when asked); throw to keep the form as it is (field issues of the error land on the fields). */
  onSubmitCode: (values: { code: string; password: string }) => Promise<void>;
  /** A secondary action beside the submit button. */
  onCancel?: () => void;
}

/** A six-digit code field, with the current password when the change needs it: the same form turns two-factor on and off. */
export function CodeForm({ submitLabel, submitVariant = 'primary', withPassword = false, onSubmitCode, onCancel }: CodeFormProps) {
  const t = useT();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorCodeRequest, unknown, CodeValues>({
    resolver: zodResolver(withPassword ? TwoFactorCodeRequest : CodeOnly),
    defaultValues: { code: '', password: '' },
  });

  const onSubmit = async ({ code, password }: CodeValues) => {
    try {
      await onSubmitCode({ code, password });
    } catch (error) {
      applyFieldIssues(error, setError, withPassword ? ['code', 'password'] : ['code']);
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      {withPassword && (
        <NarrowField>
          <TextField label={t('settings.twoFactor.currentPassword')} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        </NarrowField>
      )}
      <CodeField>
        <TextField
          label={t('settings.twoFactor.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          hint={t('settings.twoFactor.code.hint')}
          error={errors.code?.message}
          {...register('code')}
        />
      </CodeField>
      <Actions>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {t('common.cancel')}
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

const NarrowField = styled.div`
  max-width: 320px;
`;

const CodeField = styled(NarrowField)`
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
