import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordForm, type AdminUser } from '@signals/protocol';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { useUsersStore } from '../../../stores/admin/users';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextField } from '../../../ui';

type ResetValues = z.output<typeof ResetPasswordForm>;

interface ResetPasswordDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/** Set a new password for a user, typed twice; their other sessions end. */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const t = useT();
  const formId = useId();
  const passwordReset = useUsersStore((s) => s.passwordReset);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm, unknown, ResetValues>({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = async (values: ResetValues) => {
    try {
      await passwordReset(user.id, values.newPassword);
      toast({ title: t('adminUsers.password.done.title'), description: t('adminUsers.password.done.description', { username: user.username }), variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: t('adminUsers.password.failed'), description: errorMessage(error, t('common.somethingWrong')), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('adminUsers.password.title')}
      description={t('adminUsers.password.description', { username: user.username })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {t('adminUsers.password.submit')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextField label={t('adminUsers.password.new')} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
        <TextField label={t('adminUsers.password.confirm')} type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;
