import { zodResolver } from '@hookform/resolvers/zod';
import { TwoFactorSetupRequest } from '@signals/protocol';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { Button, TextField } from '../../../ui';

type PasswordValues = z.output<typeof TwoFactorSetupRequest>;

interface PasswordConfirmFormProps {
  /** What the password unlocks, said above the field. */
  explanation: string;
  submitLabel: string;
  /** Sends the password; throw to keep the form (a wrong password lands on the field). */
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}

/** "Confirm it's you": the current password, asked again before a change to how the account signs in. */
export function PasswordConfirmForm({ explanation, submitLabel, onConfirm, onCancel }: PasswordConfirmFormProps) {
  const t = useT();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorSetupRequest, unknown, PasswordValues>({
    resolver: zodResolver(TwoFactorSetupRequest),
    defaultValues: { password: '' },
  });

  const onSubmit = async ({ password }: PasswordValues) => {
    try {
      await onConfirm(password);
    } catch (error) {
      applyFieldIssues(error, setError, ['password']);
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={t('settings.twoFactor.confirm.form')}>
      <Explanation>{explanation}</Explanation>
      <Field>
        <TextField label={t('settings.twoFactor.currentPassword')} type="password" autoComplete="current-password" autoFocus error={errors.password?.message} {...register('password')} />
      </Field>
      <Actions>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Explanation = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Field = styled.div`
  max-width: 320px;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 10px;

  @media (min-width: 560px) {
    flex-direction: row;
  }
`;
