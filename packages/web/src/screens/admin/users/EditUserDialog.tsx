import { zodResolver } from '@hookform/resolvers/zod';
import { AdminUserUpdateRequest, type AdminUser } from '@signals/protocol';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useUsersStore } from '../../../stores/admin/users';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextField } from '../../../ui';
import { CheckboxField } from '../components/form';
import { ADMIN_USER_REFUSAL_OWN_ADMIN } from './userRules';
import { formatDate } from '../../../lib/formatDates';

type UserValues = z.output<typeof AdminUserUpdateRequest>;

interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/** Edit a user's name, e-mail, plan and role. An admin cannot take away their own admin flag. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const formId = useId();
  const userEdited = useUsersStore((s) => s.userEdited);
  const me = useSessionStore(sessionSelectors.user);
  const isSelf = me?.id === user.id;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<AdminUserUpdateRequest, unknown, UserValues>({
    resolver: zodResolver(AdminUserUpdateRequest),
    defaultValues: { username: user.username, email: user.email, isPremium: user.isPremium, isAdmin: user.isAdmin },
  });

  const onSubmit = async (values: UserValues) => {
    // Only what the admin changed is sent: a field left alone keeps whatever it is on the server now (another admin may have changed it).
    const changes = Object.fromEntries(Object.entries(values).filter(([field]) => dirtyFields[field as keyof UserValues])) as UserValues;
    // The switch is locked for oneself; never let a disabled control send "false".
    if (isSelf) {
      delete changes.isAdmin;
    }
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      await userEdited(user.id, changes);
      toast({ title: 'User updated', description: `${values.username ?? user.username} has been saved.`, variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['username', 'email', 'isPremium', 'isAdmin'])) {
        toast({ title: 'Failed to update user', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });
      }
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit User"
      description={`User #${user.id}, joined ${formatDate(user.createdAt)}.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            Save Changes
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextField label="Username" autoComplete="off" error={errors.username?.message} {...register('username')} />
        <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <CheckboxField
          variant="switch"
          label="Premium"
          description="Premium members see every signal in full. Turning it on grants a month."
          {...register('isPremium')}
        />
        <CheckboxField
          variant="switch"
          label="Administrator"
          description={isSelf ? ADMIN_USER_REFUSAL_OWN_ADMIN : 'Administrators can open this back office.'}
          disabled={isSelf}
          {...register('isAdmin')}
        />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;
