import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { SETTING_CATALOG, SETTING_GROUP_NEEDS, SETTINGS, type SettingGroup, type SettingKey } from '@signals/protocol';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { adminSettingsSelectors, useAdminSettingsStore } from '../../../stores/admin/settings';
import { useStaffMay } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { Button, TextAreaField, TextField } from '../../../ui';
import { CheckboxField } from '../components/form';
import { SETTING_TABS, SETTING_TEXTS } from './settingFields';

type SettingValues = Partial<Record<SettingKey, string>>;

interface SettingsFormProps {
  group: SettingGroup;
  /** The saved values (the form starts from them). */
  values: SettingValues;
}

/**
 * One tab's form: validated with each setting's own validator, saving only this tab's keys. A role that may read the
 * tab but not change it (issue 46) sees it read-only, and says who can.
 */
export function SettingsForm({ group, values }: SettingsFormProps) {
  const t = useT();
  const needs = SETTING_GROUP_NEEDS[group];
  const mayChange = useStaffMay(needs);
  const formId = useId();
  const settingsSaved = useAdminSettingsStore((s) => s.settingsSaved);
  const tab = SETTING_TABS[group];
  const { fields } = tab;
  const schema = useMemo(() => z.object(Object.fromEntries(fields.map((field) => [field.key, SETTINGS[field.key].value]))), [fields]);
  const defaults = useMemo(
    () => Object.fromEntries(fields.map((field) => [field.key, values[field.key] ?? SETTING_CATALOG[field.key].defaultValue])),
    [fields, values],
  );
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SettingValues>({ resolver: zodResolver(schema), defaultValues: defaults });

  const onSubmit = async (submitted: SettingValues) => {
    try {
      await settingsSaved(fields.map((field) => ({ key: field.key, value: submitted[field.key] ?? '' })));
      reset(submitted);
      toast({ title: t('adminPayments.settings.saved.title'), description: t(tab.savedId), variant: 'success' });
    } catch (error) {
      toast({
        title: t('adminPayments.error'),
        description: t('adminPayments.settings.saveFailed', { error: errorMessage(error, t('adminPayments.unknownError')) }),
        variant: 'destructive',
      });
    }
  };

  return (
    <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={t(tab.formId)}>
      <Intro>{t(tab.descriptionId)}</Intro>
      {!mayChange && <ReadOnly role="note">{t('adminPayments.settings.readOnly', { who: needs === 'ownerOnly' ? 'owner' : 'admins' })}</ReadOnly>}
      <Fields disabled={!mayChange}>
        {fields.map((field) => {
          const label = t(SETTING_TEXTS[field.key].labelId);
          const hint = t(SETTING_TEXTS[field.key].hintId);
          const error = errors[field.key]?.message;
          switch (field.kind) {
            case 'switch':
              return (
                <Controller
                  key={field.key}
                  control={control}
                  name={field.key}
                  render={({ field: control }) => (
                    <div>
                      <CheckboxField
                        variant="switch"
                        label={label}
                        description={hint}
                        name={control.name}
                        ref={control.ref}
                        onBlur={control.onBlur}
                        checked={control.value === 'true'}
                        onChange={(event) => control.onChange(String(event.target.checked))}
                      />
                      <ProviderNote settingKey={field.key} />
                    </div>
                  )}
                />
              );
            case 'textarea':
              return <TextAreaField key={field.key} label={label} hint={hint} rows={3} error={error} {...register(field.key)} />;
            default:
              return (
                <TextField
                  key={field.key}
                  label={label}
                  hint={hint}
                  error={error}
                  type={field.kind === 'email' ? 'email' : 'text'}
                  inputMode={field.kind === 'price' || field.kind === 'percent' ? 'decimal' : field.kind === 'days' ? 'numeric' : undefined}
                  placeholder={field.placeholder}
                  spellCheck={field.kind === 'wallet' || field.kind === 'email' ? false : undefined}
                  autoComplete="off"
                  {...register(field.key)}
                />
              );
          }
        })}
      </Fields>
      {mayChange && (
        <Footer>
          {isDirty && <Unsaved>{t('adminPayments.settings.unsaved')}</Unsaved>}
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t('adminPayments.settings.saving') : t('adminPayments.settings.save')}
          </Button>
        </Footer>
      )}
    </Form>
  );
}

/** The switches that send through an outside provider, and which provider: its status is shown beside them. */
const PROVIDER_OF: Partial<Record<SettingKey, 'email' | 'sms'>> = { enable_email_notifications: 'email', enable_sms_notifications: 'sms' };

/** Whether the server is configured with the provider a switch sends through (issue 40): a switch on without it sends nothing. */
function ProviderNote({ settingKey }: { settingKey: SettingKey }) {
  const t = useT();
  const providers = useAdminSettingsStore(adminSettingsSelectors.providers);
  const provider = PROVIDER_OF[settingKey];
  if (!provider || !providers) {
    return null;
  }
  const configured = providers[provider];
  return (
    <Provider $configured={configured}>
      {configured ? <CircleCheckIcon size={15} aria-hidden="true" /> : <TriangleAlertIcon size={15} aria-hidden="true" />}
      {t(`adminPayments.settings.provider.${provider}.${configured ? 'on' : 'off'}`)}
    </Provider>
  );
}

const Provider = styled.p<{ $configured: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  margin-top: 6px;
  color: ${({ theme, $configured }) => ($configured ? theme.colors.textMuted : theme.colors.warning)};
  font-size: 13px;
  line-height: 1.45;

  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

/** The fields as one group, disabled together for a role that may only read them. */
const Fields = styled.fieldset`
  display: grid;
  gap: 16px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const ReadOnly = styled.p`
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 14px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Unsaved = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-size: 13px;
  font-weight: 600;
`;
