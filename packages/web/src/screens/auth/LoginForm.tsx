import { zodResolver } from '@hookform/resolvers/zod';
import { RECOVERY_CODE_PLACEHOLDER, type LoginRequest, type User } from '@signals/protocol';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { isApiError } from '../../api';
import { useT } from '../../i18n/useT';
import { applyFieldIssues } from '../../lib/formIssues';
import { lazyZodResolver } from '../../lib/lazyZodResolver';
import { useSessionStore } from '../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { toast } from '../../stores/toast';
import { Button, TextField } from '../../ui';
import { loginFailureText } from './loginFailure';
import { SwitchLink } from './SwitchLink';
import { withEmailLink } from './withEmailLink';

type LoginValues = z.output<typeof LoginRequest>;
type LoginSchema = z.ZodType<LoginValues, LoginRequest>;

interface LoginFormProps {
  /**
   * LoginRequest on the user side, AdminLoginForm on the admin one: same fields, different minimums.
   * A function importing the schema keeps zod out of the sign-in screen's first paint.
   */
  schema: LoginSchema | (() => Promise<LoginSchema>);
  /** Called once the server has signed the user in. */
  onSignedIn: (user: User) => void;
}

/**
 * Username and password, then a six-digit code when the account has two-factor on, or one of the account's
 * recovery codes in its place (the authenticator lost).
 */
export function LoginForm({ schema, onSignedIn }: LoginFormProps) {
  const t = useT();
  const login = useSessionStore((s) => s.login);
  const { supportEmail } = useSettingsStore(settingsSelectors.publicSettings);
  const [codeRequested, setCodeRequested] = useState(false);
  // The second step asks for the app's code, or a recovery code: only the field shown is sent.
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  // A ban stays on screen (a toast would take the support address away after five seconds).
  const [refusal, setRefusal] = useState<string | null>(null);
  const resolver = useMemo(() => (typeof schema === 'function' ? lazyZodResolver(schema) : zodResolver(schema)), [schema]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest, unknown, LoginValues>({
    resolver,
    defaultValues: { username: '', password: '' },
    // A field that is not shown is not sent: the code and the recovery code take turns.
    shouldUnregister: true,
  });
  const secondField = withRecoveryCode ? 'recoveryCode' : 'code';

  const switchSecondFactor = () => {
    clearErrors(['code', 'recoveryCode']);
    setWithRecoveryCode((recovery) => !recovery);
    requestAnimationFrame(() => setFocus(withRecoveryCode ? 'code' : 'recoveryCode'));
  };

  const onSubmit = async (values: LoginValues) => {
    setRefusal(null);
    try {
      const user = await login(codeRequested ? values : { username: values.username, password: values.password });
      onSignedIn(user);
    } catch (error) {
      if (isApiError(error) && error.twoFactorRequired) {
        if (codeRequested) {
          setError(secondField, { type: 'server', message: error.message || t('auth.field.code.invalid') }, { shouldFocus: true });
        } else {
          setCodeRequested(true);
          // The field mounts on this render; focus it on the next frame.
          requestAnimationFrame(() => setFocus('code'));
        }
        return;
      }
      if (isApiError(error) && error.code === 'banned') {
        setRefusal(error.message);
        return;
      }
      if (!applyFieldIssues(error, setError, ['username', 'password', 'code', 'recoveryCode'])) {
        toast({ title: t('auth.login.failed'), description: loginFailureText(error), variant: 'destructive' });
      }
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <TextField
        label={t('auth.field.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('auth.field.username.placeholder')}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('auth.field.password')}
        type="password"
        autoComplete="current-password"
        placeholder={t('auth.field.password.placeholder')}
        error={errors.password?.message}
        {...register('password')}
      />
      {codeRequested && !withRecoveryCode && (
        <TextField
          label={t('auth.field.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          hint={t('auth.field.code.hint')}
          error={errors.code?.message}
          {...register('code')}
        />
      )}
      {codeRequested && withRecoveryCode && (
        <TextField
          label={t('auth.field.recoveryCode')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={RECOVERY_CODE_PLACEHOLDER}
          hint={t('auth.field.recoveryCode.hint')}
          error={errors.recoveryCode?.message}
          {...register('recoveryCode')}
        />
      )}
      {codeRequested && (
        <SwitchLink onClick={switchSecondFactor}>{t(withRecoveryCode ? 'auth.login.useAppCode' : 'auth.login.useRecoveryCode')}</SwitchLink>
      )}
      {refusal && <Refusal role="alert">{withEmailLink(refusal, supportEmail)}</Refusal>}
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {t(codeRequested ? 'auth.login.verify' : 'auth.login.submit')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

const Refusal = styled.p`
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.lossSoft};
  border-left: 3px solid ${({ theme }) => theme.colors.loss};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.lossSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
`;
