import { zodResolver } from '@hookform/resolvers/zod';
import { NotificationCreateRequest, type UserSummary } from '@signals/protocol';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useAdminNotificationsStore } from '../../../stores/admin/notifications';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextField } from '../../../ui';
import { CheckboxField, SelectField, TextAreaField } from '../components/form';
import { AudienceChoice, type Audience } from './AudienceChoice';
import { RecipientPicker } from './RecipientPicker';

type NotificationValues = z.output<typeof NotificationCreateRequest>;

const TYPES = ['info', 'success', 'warning', 'error', 'signal', 'system', 'billing'] as const;
const NO_RECIPIENT = 'Choose at least one recipient, or send to all users';

/** Create Notification: to all users, or to users found by name or e-mail; in the app, by push, e-mail or SMS. */
export function CreateNotificationDialog({ onClose }: { onClose: () => void }) {
  const channels = useSettingsStore(settingsSelectors.publicSettings).deliveryChannels;
  const formId = useId();
  const notificationSent = useAdminNotificationsStore((s) => s.notificationSent);
  const [audience, setAudience] = useState<Audience>('all');
  const [recipients, setRecipients] = useState<UserSummary[]>([]);
  const [recipientError, setRecipientError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NotificationCreateRequest, unknown, NotificationValues>({
    resolver: zodResolver(NotificationCreateRequest),
    defaultValues: { title: '', message: '', type: 'info', isImportant: false, sendInApp: true, sendEmail: false, sendSms: false, sendPush: false, userIds: null },
  });

  const onSubmit = async (values: NotificationValues) => {
    if (audience === 'specific' && recipients.length === 0) {
      setRecipientError(NO_RECIPIENT);
      return;
    }
    // Everyone is userIds null (admin.md section 7); otherwise the real ids picked.
    const userIds = audience === 'all' ? null : recipients.map((user) => user.id);
    try {
      const rows = await notificationSent({ ...values, userIds });
      const to = userIds === null ? 'all users' : rows.length === 1 ? recipients[0]?.username : `${rows.length} users`;
      toast({ title: 'Notification created', description: `"${values.title}" was sent to ${to}.`, variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['title', 'message', 'type'])) {
        toast({ title: 'Error', description: `Failed to send notification: ${errorMessage(error, 'Unknown error')}`, variant: 'destructive' });
      }
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title="Create Notification"
      description="Users see it in the app at once; push, e-mail and SMS follow the system settings."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            Send Notification
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextField label="Title" placeholder="Scheduled maintenance" error={errors.title?.message} {...register('title')} />
        <TextAreaField label="Message" rows={4} placeholder="What users should know..." error={errors.message?.message} {...register('message')} />
        <SelectField label="Type" error={errors.type?.message} {...register('type')}>
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {type[0]?.toUpperCase()}
              {type.slice(1)}
            </option>
          ))}
        </SelectField>
        <AudienceChoice
          value={audience}
          onChange={(next) => {
            setAudience(next);
            setRecipientError(undefined);
          }}
        />
        {audience === 'specific' && (
          <RecipientPicker
            value={recipients}
            error={recipientError}
            onChange={(next) => {
              setRecipients(next);
              setRecipientError(undefined);
            }}
          />
        )}
        <Options>
          <CheckboxField label="Important" description="Highlighted in the user's list." {...register('isImportant')} />
          <CheckboxField label="In-app" description="Shown in the notification list and bell." {...register('sendInApp')} />
          {/* The server marks the rows of a channel that is off as not sent, with the reason; the form says so before. */}
          <CheckboxField
            label="Push"
            description={channels.push ? 'To the browsers where users turned on push notifications.' : 'Push is off on this site: nothing will be pushed.'}
            {...register('sendPush')}
          />
          <CheckboxField
            label="Email"
            description={channels.email ? 'Also sent by e-mail.' : 'E-mail is off on this site (SMTP_URL not set, or switched off in Settings): nothing will be e-mailed.'}
            {...register('sendEmail')}
          />
          <CheckboxField
            label="SMS"
            description={channels.sms ? 'Premium users with a verified phone number.' : 'SMS is off on this site (Twilio not set up, or switched off in Settings): nothing will be texted.'}
            {...register('sendSms')}
          />
        </Options>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Options = styled.div`
  display: grid;
  gap: 10px;

  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;
