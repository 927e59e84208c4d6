import { zodResolver } from '@hookform/resolvers/zod';
import { AdminUserUpdateRequest, ROLE_CHOICES, type AdminUser, type RoleChoice } from '@signals/protocol';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useUsersStore } from '../../../stores/admin/users';
import { sessionSelectors, useSessionStore, useStaffMay } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { Button, Dialog, SelectField, TextField } from '../../../ui';
import { CheckboxField } from '../components/form';
import { ADMIN_USER_REFUSAL_OWN_ADMIN } from './userRules';
import { isRoleChoice, ROLE_LABELS } from './roleLabels';
import { formatDate } from '../../../lib/formatDates';

type UserValues = z.output<typeof AdminUserUpdateRequest>;

interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/**
 * Edit a user's name, e-mail and plan; the owner also sets their role (issue 46). Nobody takes themselves off the
 * staff here.
 */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const t = useT();
  const formId = useId();
  const userEdited = useUsersStore((s) => s.userEdited);
  const roleSet = useUsersStore((s) => s.roleSet);
  const me = useSessionStore(sessionSelectors.user);
  const isSelf = me?.id === user.id;
  const setsRoles = useStaffMay('ownerOnly');
  const currentRole: RoleChoice = user.isAdmin ? (user.staffRole ?? 'admin') : 'member';
  const [role, setRole] = useState<RoleChoice>(currentRole);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<AdminUserUpdateRequest, unknown, UserValues>({
    resolver: zodResolver(AdminUserUpdateRequest),
    defaultValues: { username: user.username, email: user.email, isPremium: user.isPremium },
  });

  const onSubmit = async (values: UserValues) => {
    // Only what the admin changed is sent: a field left alone keeps whatever it is on the server now (another admin may have changed it).
    const changes = Object.fromEntries(Object.entries(values).filter(([field]) => dirtyFields[field as keyof UserValues])) as UserValues;
    // The role goes by its own route, the owner's.
    delete changes.isAdmin;
    const roleChanged = setsRoles && role !== currentRole;
    if (Object.keys(changes).length === 0 && !roleChanged) {
      onClose();
      return;
    }
    try {
      if (Object.keys(changes).length > 0) {
        await userEdited(user.id, changes);
      }
      if (roleChanged) {
        await roleSet(user.id, role);
      }
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
        {setsRoles && (
          <SelectField
            label={t('adminUsers.edit.role')}
            hint={t(isSelf ? ADMIN_USER_REFUSAL_OWN_ADMIN : 'adminUsers.edit.roleHint')}
            value={role}
            onChange={(event) => setRole(isRoleChoice(event.target.value) ? event.target.value : currentRole)}
          >
            {ROLE_CHOICES.filter((choice) => !isSelf || choice !== 'member').map((choice) => (
              <option key={choice} value={choice}>
                {t(ROLE_LABELS[choice])}
              </option>
            ))}
          </SelectField>
        )}
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;
