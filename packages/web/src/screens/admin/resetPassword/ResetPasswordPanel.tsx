import { KeyIcon } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordRequest, type AdminUser } from '@signals/protocol';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { useResetPasswordUsersStore } from '../../../stores/admin/users';
import { toast } from '../../../stores/toast';
import { Button, TextField } from '../../../ui';

type ResetValues = z.output<typeof ResetPasswordRequest>;

interface ResetPasswordPanelProps {
  user: AdminUser;
  /** Called after a successful reset, and by the "choose another" button: the selection clears. */
  onDone: () => void;
}

/** The right card of the reset screen: who is selected and the new password. */
export function ResetPasswordPanel({ user, onDone }: ResetPasswordPanelProps) {
  const t = useT();
  const passwordReset = useResetPasswordUsersStore((s) => s.passwordReset);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordRequest, unknown, ResetValues>({ resolver: zodResolver(ResetPasswordRequest), defaultValues: { password: '' } });

  const onSubmit = async (values: ResetValues) => {
    try {
      await passwordReset(user.id, values.password);
      toast({ title: t('admin.resetPassword.done.title'), description: t('admin.resetPassword.done.description'), variant: 'success' });
      reset();
      onDone();
    } catch (error) {
      toast({
        title: t('admin.resetPassword.failed.title'),
        description: t('admin.resetPassword.failed.description', { error: errorMessage(error, t('admin.resetPassword.failed.unknown')) }),
        variant: 'destructive',
      });
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={t('admin.resetPassword.form.label', { username: user.username })}>
      <Selected>
        <Avatar aria-hidden="true">{user.username.slice(0, 1).toUpperCase()}</Avatar>
        <div>
          <strong>{user.username}</strong>
          <Muted>{t('admin.resetPassword.form.userLine', { email: user.email, id: String(user.id) })}</Muted>
        </div>
      </Selected>
      <TextField
        label={t('admin.resetPassword.form.password')}
        type="password"
        autoComplete="new-password"
        hint={t('admin.resetPassword.form.hint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <Actions>
        <Button variant="ghost" onClick={onDone}>
          {t('admin.resetPassword.form.another')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <KeyIcon size={16} />
          {t('admin.resetPassword.form.submit')}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 18px;
`;

const Selected = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
`;

const Avatar = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 38px;
  height: 38px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
`;
