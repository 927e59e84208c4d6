import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordForm, type AdminUser } from '@signals/protocol';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
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
      toast({ title: 'Password reset', description: `${user.username} can sign in with the new password. Their sessions were ended.`, variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: 'Failed to reset password', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title="Reset Password"
      description={`Choose a new password for ${user.username}.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            Reset Password
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextField label="New Password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;
