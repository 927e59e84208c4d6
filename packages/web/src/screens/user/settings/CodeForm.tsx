import { zodResolver } from '@hookform/resolvers/zod';
import { RECOVERY_CODE_PLACEHOLDER, TwoFactorCodeRequest, TwoFactorProofRequest } from '@signals/protocol';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { Button, TextField, type ButtonVariant } from '../../../ui';
import { SwitchLink } from '../../auth/SwitchLink';

/** What the form sends: the code from the app, or a recovery code in its place, and the password when asked. */
export type CodeFormValues = z.output<typeof TwoFactorProofRequest>;
/** What the fields hold: the password is not there in the set-up step, the code and the recovery code take turns. */
type CodeFormInput = Partial<TwoFactorProofRequest>;
type CodeSchema = z.ZodType<CodeFormValues, CodeFormInput>;

/** The set-up step already has the password (asked before the QR code was shown): the code alone, no password field. */
const CodeOnly = TwoFactorCodeRequest.extend({ password: z.string().default('') });

interface CodeFormProps {
  /** The submit button's text. */
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /** Whether the form asks for the current password too (turning two-factor off, new recovery codes). */
  withPassword?: boolean;
  /** Whether a recovery code may stand in for the app's code (a change to two-factor once it is on). */
  allowRecoveryCode?: boolean;
  /** Sends the code (and the password when asked); throw to keep the form as it is (field issues of the error land on the fields). */
  onSubmitCode: (values: CodeFormValues) => Promise<void>;
  /** A secondary action beside the submit button. */
  onCancel?: () => void;
}

/**
 * A six-digit code field, with the current password when the change needs it: the same form turns two-factor on and
 * off and makes new recovery codes. Where a recovery code may stand in, a link switches the code field for one.
 */
export function CodeForm({ submitLabel, submitVariant = 'primary', withPassword = false, allowRecoveryCode = false, onSubmitCode, onCancel }: CodeFormProps) {
  const t = useT();
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const schema: CodeSchema = allowRecoveryCode ? TwoFactorProofRequest : withPassword ? TwoFactorCodeRequest : CodeOnly;
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CodeFormInput, unknown, CodeFormValues>({
    resolver,
    defaultValues: { password: '' },
    // A field that is not shown is not sent: the code and the recovery code take turns.
    shouldUnregister: true,
  });

  const onSubmit = async (values: CodeFormValues) => {
    try {
      await onSubmitCode(values);
    } catch (error) {
      applyFieldIssues(error, setError, withPassword ? ['code', 'recoveryCode', 'password'] : ['code']);
    }
  };

  const switchField = () => {
    clearErrors(['code', 'recoveryCode']);
    setWithRecoveryCode((recovery) => !recovery);
    requestAnimationFrame(() => setFocus(withRecoveryCode ? 'code' : 'recoveryCode'));
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      {withPassword && (
        <NarrowField>
          <TextField label={t('settings.twoFactor.currentPassword')} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        </NarrowField>
      )}
      {/* Keyed, so switching unmounts one field and mounts the other: only the field shown is sent. */}
      {withRecoveryCode ? (
        <CodeField key="recoveryCode">
          <TextField
            label={t('settings.twoFactor.recoveryCode')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={RECOVERY_CODE_PLACEHOLDER}
            hint={t('settings.twoFactor.recoveryCode.hint')}
            error={errors.recoveryCode?.message}
            {...register('recoveryCode')}
          />
        </CodeField>
      ) : (
        <CodeField key="code">
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
      )}
      {allowRecoveryCode && (
        <SwitchLink onClick={switchField}>{t(withRecoveryCode ? 'settings.twoFactor.useAppCode' : 'settings.twoFactor.useRecoveryCode')}</SwitchLink>
      )}
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
