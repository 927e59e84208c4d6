import type { RegisterRequest } from '@signals/protocol';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { isApiError } from '../../../api';
import { currentLanguage, t as translate } from '../../../i18n';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { lazyZodResolver } from '../../../lib/lazyZodResolver';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { useSessionStore } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { Button, TextField } from '../../../ui';
import { PasswordRules } from '../settings/PasswordRules';

type RegisterValues = z.output<typeof RegisterRequest>;

// zod loads after the screen paints (the first route's budget: bench/web/sizes.mjs).
const resolver = lazyZodResolver(() => import('@signals/protocol/requests/auth').then((m) => m.RegisterRequest));

/** Create an account; the server signs the new user in. */
export function RegisterForm() {
  const t = useT();
  const registerUser = useSessionStore((s) => s.register);
  // The phone number is for SMS alerts: asked for only where the site sends SMS (issue 40).
  const sms = useSettingsStore(settingsSelectors.sendsSms);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterRequest, unknown, RegisterValues>({
    resolver,
    defaultValues: { username: '', email: '', password: '', phoneNumber: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = async (values: RegisterValues) => {
    try {
      // The language the visitor has been reading becomes the account's.
      await registerUser({ ...values, language: currentLanguage() });
      toast({ title: translate('auth.register.done.title'), description: translate('auth.register.done.description'), variant: 'success' });
    } catch (error) {
      applyFieldIssues(error, setError, ['username', 'email', 'password', 'phoneNumber']);
      toast({
        title: translate('auth.register.failed'),
        description: isApiError(error) && error.message ? error.message : translate('auth.register.taken'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <TextField
        label={t('auth.field.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('auth.field.username.choose')}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <Group>
        <TextField
          label={t('auth.field.password')}
          type="password"
          autoComplete="new-password"
          placeholder={t('auth.field.password.new')}
          error={errors.password?.message}
          {...register('password')}
        />
        {/* The same strength rules as changing or resetting a password, checked by the server too. */}
        <PasswordRules value={password} labelled={false} />
      </Group>
      {sms && (
        <TextField
          label={t('auth.field.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+14155550123"
          labelAside={<Optional>{t('auth.field.optional')}</Optional>}
          hint={t('auth.field.phone.hint')}
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
      )}
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {t('auth.register.submit')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Optional = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
