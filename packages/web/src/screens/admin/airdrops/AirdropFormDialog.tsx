import { zodResolver } from '@hookform/resolvers/zod';
import { AirdropInput, DEFAULT_AIRDROP_DAYS, type Airdrop } from '@signals/protocol';
import { addDays, endOfDay, format, startOfToday } from 'date-fns';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useAdminAirdropsStore } from '../../../stores/admin/airdrops';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextField } from '../../../ui';
import { CheckboxField, TextAreaField } from '../components/form';

type AirdropValues = z.output<typeof AirdropInput>;

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
    const verb = editing ? 'update' : 'create';
    // The picker blocks past days; a typed one is caught here.
    if (!editing && new Date(values.endDate) < startOfToday()) {
      setError('endDate', { type: 'min', message: 'The end date cannot be in the past.' }, { shouldFocus: true });
      return;
    }
    try {
      if (airdrop) {
        await airdropUpdated(airdrop.id, values);
      } else {
        await airdropCreated(values);
      }
      toast({ title: 'Success', description: editing ? 'Airdrop has been updated' : 'Airdrop has been created', variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, FIELDS)) {
        toast({ title: 'Error', description: errorMessage(error, `Failed to ${verb} airdrop`), variant: 'destructive' });
      }
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={editing ? 'Edit Airdrop' : 'Add New Airdrop'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {editing ? 'Save Changes' : 'Add Airdrop'}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <Full>
          <TextField label="Title" error={errors.title?.message} {...register('title')} />
        </Full>
        <TextField label="Project Name" error={errors.projectName?.message} {...register('projectName')} />
        <TextField label="Token Symbol" placeholder="ARB" autoCapitalize="characters" error={errors.tokenSymbol?.message} {...register('tokenSymbol')} />
        <Full>
          <TextAreaField label="Description" rows={4} error={errors.description?.message} {...register('description')} />
        </Full>
        <Full>
          <TextField label="Registration URL" type="url" placeholder="https://…" error={errors.registrationUrl?.message} {...register('registrationUrl')} />
        </Full>
        <TextField label="Website URL" type="url" placeholder="https://…" hint="Optional." error={errors.websiteUrl?.message} {...register('websiteUrl')} />
        <TextField label="Image URL" type="url" placeholder="https://…" hint="Optional. An https:// picture, shown as the airdrop's logo." error={errors.imageUrl?.message} {...register('imageUrl')} />
        <Controller
          control={control}
          name="endDate"
          render={({ field, fieldState }) => (
            <TextField
              label="End Date"
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
          label="Value (USD)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          hint="Optional estimated value."
          error={errors.value?.message}
          {...register('value', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) })}
        />
        <Full>
          <CheckboxField variant="switch" label="Active" description="Inactive airdrops are hidden from users." {...register('isActive')} />
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
