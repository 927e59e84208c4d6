import type { RegisterRequest } from '@signals/protocol';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { isApiError } from '../../../api';
import { applyFieldIssues } from '../../../lib/formIssues';
import { lazyZodResolver } from '../../../lib/lazyZodResolver';
import { useSessionStore } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { Button, TextField } from '../../../ui';

type RegisterValues = z.output<typeof RegisterRequest>;

// zod loads after the screen paints (the first route's budget: bench/web/sizes.mjs).
const resolver = lazyZodResolver(() => import('@signals/protocol/requests/auth').then((m) => m.RegisterRequest));

const FALLBACK_FAILURE = 'Username may already be taken';

/** Create an account; the server signs the new user in. */
export function RegisterForm() {
  const registerUser = useSessionStore((s) => s.register);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterRequest, unknown, RegisterValues>({
    resolver,
    defaultValues: { username: '', email: '', password: '', phoneNumber: '' },
  });

  const onSubmit = async (values: RegisterValues) => {
    try {
      await registerUser(values);
      toast({ title: 'Registration successful', description: 'Your account has been created.', variant: 'success' });
    } catch (error) {
      applyFieldIssues(error, setError, ['username', 'email', 'password', 'phoneNumber']);
      toast({
        title: 'Registration failed',
        description: isApiError(error) && error.message ? error.message : FALLBACK_FAILURE,
        variant: 'destructive',
      });
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="Choose a username"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        placeholder="+14155550123"
        labelAside={<Optional>Optional</Optional>}
        hint="For SMS signal alerts once you go Premium."
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        Register
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

const Optional = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
