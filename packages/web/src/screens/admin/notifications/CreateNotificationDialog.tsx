import { zodResolver } from '@hookform/resolvers/zod';
import { NotificationCreateRequest, type UserSummary } from '@signals/protocol';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useAdminNotificationsStore } from '../../../stores/admin/notifications';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { toast } from '../../../stores/toast';
import { Button, Dialog, SelectField, TextAreaField, TextField } from '../../../ui';
import { CheckboxField } from '../components/form';
import { NOTIFICATION_TYPE_STYLES } from '../components/NotificationTypeBadge';
import { AudienceChoice, type Audience } from './AudienceChoice';
import { useStaffMay } from '../../../stores/session';
import { RecipientPicker } from './RecipientPicker';
import { EMPTY_SEGMENT_FORM, segmentFromForm, useUsersStore, type SegmentFormErrors } from '../../../stores/admin/users';
import { SegmentFields } from '../users/SegmentFields';

type NotificationValues = z.output<typeof NotificationCreateRequest>;

const TYPES = ['info', 'success', 'warning', 'error', 'signal', 'system', 'billing'] as const;

/** Create Notification: to all users, or to users found by name or e-mail; in the app, by push, e-mail or SMS. */
export function CreateNotificationDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const channels = useSettingsStore(settingsSelectors.publicSettings).deliveryChannels;
  const formId = useId();
  const notificationSent = useAdminNotificationsStore((s) => s.notificationSent);
  // Support writes to one member; everyone, or several, is a broadcast (issue 46).
  const broadcasts = useStaffMay('broadcasts');
  const [audience, setAudience] = useState<Audience>(broadcasts ? 'all' : 'specific');
  const [recipients, setRecipients] = useState<UserSummary[]>([]);
  const [recipientError, setRecipientError] = useState<string | undefined>();
  const [segmentForm, setSegmentForm] = useState(EMPTY_SEGMENT_FORM);
  const [segmentErrors, setSegmentErrors] = useState<SegmentFormErrors>({});
  const [segmentCount, setSegmentCount] = useState<number | null>(null);
  const segmentCounted = useUsersStore((s) => s.segmentCounted);
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
      setRecipientError(t('adminNotifications.form.noRecipient'));
      return;
    }
    // A segment is checked by the protocol's own rules before it is sent (issue 46).
    const segment = audience === 'segment' ? segmentFromForm(segmentForm) : null;
    if (segment?.errors) {
      setSegmentErrors(segment.errors);
      return;
    }
    // Everyone is userIds null (admin.md section 7); otherwise the real ids picked, or the segment's members.
    const userIds = audience === 'specific' ? recipients.map((user) => user.id) : null;
    try {
      const rows = await notificationSent({ ...values, userIds, ...(segment ? { segment: segment.segment } : {}) });
      const username = rows.length === 1 ? recipients[0]?.username : undefined;
      const description = segment
        ? values.sendInApp
          ? t('adminNotifications.sent.toSegment', { title: values.title, count: rows.length })
          : t('adminNotifications.sent.toSegmentChannels', { title: values.title })
        : userIds === null
          ? t('adminNotifications.sent.toAll', { title: values.title })
          : username
            ? t('adminNotifications.sent.toUser', { title: values.title, username })
            : t('adminNotifications.sent.toUsers', { title: values.title, count: rows.length });
      toast({ title: t('adminNotifications.sent.title'), description, variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['title', 'message', 'type'])) {
        toast({
          title: t('adminNotifications.error'),
          description: t('adminNotifications.sent.failed', { reason: errorMessage(error, t('adminNotifications.unknownError')) }),
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('adminNotifications.create')}
      description={t('adminNotifications.form.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {t('adminNotifications.form.send')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextField
          label={t('adminNotifications.form.title')}
          placeholder={t('adminNotifications.form.titlePlaceholder')}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          label={t('adminNotifications.form.message')}
          rows={4}
          placeholder={t('adminNotifications.form.messagePlaceholder')}
          error={errors.message?.message}
          {...register('message')}
        />
        <SelectField label={t('adminNotifications.column.type')} error={errors.type?.message} {...register('type')}>
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {t(NOTIFICATION_TYPE_STYLES[type].labelId)}
            </option>
          ))}
        </SelectField>
        {broadcasts && (
          <AudienceChoice
            value={audience}
            onChange={(next) => {
              setAudience(next);
              setRecipientError(undefined);
            }}
          />
        )}
        {audience === 'segment' && (
          <SegmentAudience>
            <SegmentFields
              form={segmentForm}
              errors={segmentErrors}
              onChange={(patch) => {
                setSegmentForm((current) => ({ ...current, ...patch }));
                setSegmentErrors({});
                setSegmentCount(null);
              }}
            />
            <CountRow>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => {
                  const segment = segmentFromForm(segmentForm);
                  setSegmentErrors(segment.errors ?? {});
                  if (segment.segment) {
                    void segmentCounted(segment.segment).then(setSegmentCount, () => setSegmentCount(null));
                  }
                }}
              >
                {t('adminNotifications.segment.count')}
              </Button>
              {segmentCount !== null && <span role="status">{t('adminUsers.segment.count', { count: segmentCount })}</span>}
            </CountRow>
          </SegmentAudience>
        )}
        {audience === 'specific' && (
          <RecipientPicker
            value={recipients}
            error={recipientError}
            onChange={(next) => {
              setRecipients(broadcasts ? next : next.slice(-1));
              setRecipientError(undefined);
            }}
          />
        )}
        <Options>
          <CheckboxField label={t('adminNotifications.important')} description={t('adminNotifications.form.importantHint')} {...register('isImportant')} />
          <CheckboxField label={t('adminNotifications.form.inApp')} description={t('adminNotifications.form.inAppHint')} {...register('sendInApp')} />
          {/* The server marks the rows of a channel that is off as not sent, with the reason; the form says so before. */}
          <CheckboxField
            label={t('adminNotifications.form.push')}
            description={channels.push ? t('adminNotifications.form.pushOn') : t('adminNotifications.form.pushOff')}
            {...register('sendPush')}
          />
          <CheckboxField
            label={t('adminNotifications.form.email')}
            description={channels.email ? t('adminNotifications.form.emailOn') : t('adminNotifications.form.emailOff')}
            {...register('sendEmail')}
          />
          <CheckboxField
            label={t('adminNotifications.form.sms')}
            description={channels.sms ? t('adminNotifications.form.smsOn') : t('adminNotifications.form.smsOff')}
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

const SegmentAudience = styled.div`
  display: grid;
  gap: 12px;
`;

const CountRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
`;

const Options = styled.div`
  display: grid;
  gap: 10px;

  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;
