import { zodResolver } from '@hookform/resolvers/zod';
import { AirdropInput, DEFAULT_AIRDROP_DAYS, type Airdrop } from '@signals/protocol';
import { addDays, endOfDay, format, startOfToday } from 'date-fns';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useAdminAirdropsStore } from '../../../stores/admin/airdrops';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextAreaField, TextField } from '../../../ui';
import { CheckboxField } from '../components/form';

type AirdropValues = z.output<typeof AirdropInput>;

/** The placeholder of the token symbol: a ticker, written the same in every language. */
const TOKEN_SYMBOL_EXAMPLE = 'ARB';

const FIELDS = ['title', 'description', 'projectName', 'tokenSymbol', 'imageUrl', 'websiteUrl', 'registrationUrl', 'endDate', 'value'] as const;

/** A date input's day as the end of that day, in ISO; empty stays empty (the schema says it is required). */
function dayToIso(day: string): string {
  return day ? endOfDay(new Date(`${day}T00:00:00`)).toISOString() : '';
}

function isoToDay(iso: string | undefined): string {
  return iso ? format(new Date(iso), 'yyyy-MM-dd') : '';
}

/** Add New Airdrop / Edit Airdrop. A new one ends 30 days ahead; past days cannot be picked. */
export function AirdropFormDialog({ airdrop, onClose }: { airdrop?: Airdrop; onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const editing = airdrop !== undefined;
  const airdropCreated = useAdminAirdropsStore((s) => s.airdropCreated);
  const airdropUpdated = useAdminAirdropsStore((s) => s.airdropUpdated);
  const today = format(new Date(), 'yyyy-MM-dd');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AirdropInput, unknown, AirdropValues>({
    resolver: zodResolver(AirdropInput),
    defaultValues: {
      title: airdrop?.title ?? '',
      description: airdrop?.description ?? '',
      projectName: airdrop?.projectName ?? '',
      tokenSymbol: airdrop?.tokenSymbol ?? '',
      imageUrl: airdrop?.imageUrl ?? '',
      websiteUrl: airdrop?.websiteUrl ?? '',
      registrationUrl: airdrop?.registrationUrl ?? '',
      endDate: airdrop?.endDate ?? endOfDay(addDays(new Date(), DEFAULT_AIRDROP_DAYS)).toISOString(),
      value: airdrop?.value ?? null,
      isActive: airdrop?.isActive ?? true,
    },
  });

  const onSubmit = async (values: AirdropValues) => {
    // The picker blocks past days; a typed one is caught here.
    if (!editing && new Date(values.endDate) < startOfToday()) {
      setError('endDate', { type: 'min', message: t('adminContent.airdrops.form.endDate.past') }, { shouldFocus: true });
      return;
    }
    try {
      if (airdrop) {
        await airdropUpdated(airdrop.id, values);
      } else {
        await airdropCreated(values);
      }
      toast({ title: t('adminContent.airdrops.toast.success'), description: t(editing ? 'adminContent.airdrops.toast.updated' : 'adminContent.airdrops.toast.created'), variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, FIELDS)) {
        toast({
          title: t('adminContent.airdrops.toast.error'),
          description: errorMessage(error, t(editing ? 'adminContent.airdrops.toast.updateFailed' : 'adminContent.airdrops.toast.createFailed')),
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
      title={t(editing ? 'adminContent.airdrops.form.editTitle' : 'adminContent.airdrops.add')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {t(editing ? 'adminContent.saveChanges' : 'adminContent.airdrops.form.submit')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <Full>
          <TextField label={t('adminContent.field.title')} error={errors.title?.message} {...register('title')} />
        </Full>
        <TextField label={t('adminContent.airdrops.form.projectName')} error={errors.projectName?.message} {...register('projectName')} />
        <TextField label={t('adminContent.airdrops.form.tokenSymbol')} placeholder={TOKEN_SYMBOL_EXAMPLE} autoCapitalize="characters" error={errors.tokenSymbol?.message} {...register('tokenSymbol')} />
        <Full>
          <TextAreaField label={t('adminContent.airdrops.form.description')} rows={4} error={errors.description?.message} {...register('description')} />
        </Full>
        <Full>
          <TextField label={t('adminContent.airdrops.form.registrationUrl')} type="url" placeholder="https://…" error={errors.registrationUrl?.message} {...register('registrationUrl')} />
        </Full>
        <TextField label={t('adminContent.airdrops.form.websiteUrl')} type="url" placeholder="https://…" hint={t('adminContent.airdrops.form.websiteUrl.hint')} error={errors.websiteUrl?.message} {...register('websiteUrl')} />
        <TextField label={t('adminContent.field.imageUrl')} type="url" placeholder="https://…" hint={t('adminContent.airdrops.form.imageUrl.hint')} error={errors.imageUrl?.message} {...register('imageUrl')} />
        <Controller
          control={control}
          name="endDate"
          render={({ field, fieldState }) => (
            <TextField
              label={t('adminContent.airdrops.form.endDate')}
              type="date"
              min={editing ? undefined : today}
              error={fieldState.error?.message}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={isoToDay(field.value)}
              onChange={(event) => field.onChange(dayToIso(event.target.value))}
            />
          )}
        />
        <TextField
          label={t('adminContent.airdrops.form.value')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          hint={t('adminContent.airdrops.form.value.hint')}
          error={errors.value?.message}
          {...register('value', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) })}
        />
        <Full>
          <CheckboxField variant="switch" label={t('adminContent.airdrops.form.active')} description={t('adminContent.airdrops.form.active.description')} {...register('isActive')} />
        </Full>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: 16px;

  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Full = styled.div`
  grid-column: 1 / -1;
`;
