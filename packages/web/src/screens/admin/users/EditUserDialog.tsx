import { zodResolver } from '@hookform/resolvers/zod';
import { AdminUserUpdateRequest, type AdminUser } from '@signals/protocol';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
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
  const t = useT();
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
      toast({ title: t('adminUsers.edit.done.title'), description: t('adminUsers.edit.done.description', { username: values.username ?? user.username }), variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['username', 'email', 'isPremium', 'isAdmin'])) {
        toast({ title: t('adminUsers.edit.failed'), description: errorMessage(error, t('common.somethingWrong')), variant: 'destructive' });
      }
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('adminUsers.edit.title')}
      description={t('adminUsers.edit.description', { id: String(user.id), date: formatDate(user.createdAt) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {t('adminUsers.edit.save')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextField label={t('adminUsers.edit.username')} autoComplete="off" error={errors.username?.message} {...register('username')} />
        <TextField label={t('adminUsers.edit.email')} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <CheckboxField
          variant="switch"
          label={t('adminUsers.edit.premium')}
          description={t('adminUsers.edit.premiumHint')}
          {...register('isPremium')}
        />
        <CheckboxField
          variant="switch"
          label={t('adminUsers.edit.admin')}
          description={t(isSelf ? ADMIN_USER_REFUSAL_OWN_ADMIN : 'adminUsers.edit.adminHint')}
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
