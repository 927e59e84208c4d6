import { LANGUAGE_CODES, SEGMENT_PREMIUM_KINDS, type SegmentPremiumKind } from '@signals/protocol';
import styled from 'styled-components';
import { nativeName } from '../../../i18n/format';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import type { SegmentForm, SegmentFormErrors, YesNo } from '../../../stores/admin/users';
import { SelectField, TextField } from '../../../ui';
import { PREMIUM_KIND_ADMIN_LABELS } from './premiumKinds';

interface SegmentFieldsProps {
  form: SegmentForm;
  errors: SegmentFormErrors;
  onChange: (patch: Partial<SegmentForm>) => void;
}

const KIND_LABELS: Record<SegmentPremiumKind, MessageId> = { ...PREMIUM_KIND_ADMIN_LABELS, none: 'adminUsers.segment.premiumKind.none' };

/**
 * The filters of a segment (issue 46), each left empty when not in use: the same fields on the users screen and in a
 * broadcast's audience. What they mean is the server's (queries/segment.ts); the messages of a bad value are the
 * protocol's.
 */
export function SegmentFields({ form, errors, onChange }: SegmentFieldsProps) {
  const t = useT();
  const yesNo = (value: string): YesNo => (value === 'yes' || value === 'no' ? value : '');
  return (
    <Grid>
      <SelectField
        label={t('adminUsers.segment.premiumKind')}
        error={errors.premiumKind}
        value={form.premiumKind}
        onChange={(event) => onChange({ premiumKind: SEGMENT_PREMIUM_KINDS.find((kind) => kind === event.target.value) ?? '' })}
      >
        <option value="">{t('adminUsers.segment.premiumKind.any')}</option>
        {SEGMENT_PREMIUM_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(KIND_LABELS[kind])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('adminUsers.segment.lapsedWithinDays')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.lapsedWithinDays}
        value={form.lapsedWithinDays}
        onChange={(event) => onChange({ lapsedWithinDays: event.target.value })}
      />
      <SelectField
        label={t('adminUsers.segment.language')}
        error={errors.language}
        value={form.language}
        onChange={(event) => onChange({ language: LANGUAGE_CODES.find((code) => code === event.target.value) ?? '' })}
      >
        <option value="">{t('adminUsers.segment.language.any')}</option>
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code}>
            {nativeName(code)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('adminUsers.segment.lastSeenWithinDays')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.lastSeenWithinDays}
        value={form.lastSeenWithinDays}
        onChange={(event) => onChange({ lastSeenWithinDays: event.target.value })}
      />
      <TextField
        label={t('adminUsers.segment.signedUpFrom')}
        type="date"
        max={form.signedUpTo || undefined}
        error={errors.signedUpFrom}
        value={form.signedUpFrom}
        onChange={(event) => onChange({ signedUpFrom: event.target.value })}
      />
      <TextField
        label={t('adminUsers.segment.signedUpTo')}
        type="date"
        min={form.signedUpFrom || undefined}
        error={errors.signedUpTo}
        value={form.signedUpTo}
        onChange={(event) => onChange({ signedUpTo: event.target.value })}
      />
      <SelectField label={t('adminUsers.segment.telegramLinked')} error={errors.telegramLinked} value={form.telegramLinked} onChange={(event) => onChange({ telegramLinked: yesNo(event.target.value) })}>
        <option value="">{t('adminUsers.segment.either')}</option>
        <option value="yes">{t('common.yes')}</option>
        <option value="no">{t('common.no')}</option>
      </SelectField>
      <SelectField label={t('adminUsers.segment.pendingClaim')} error={errors.pendingClaim} value={form.pendingClaim} onChange={(event) => onChange({ pendingClaim: yesNo(event.target.value) })}>
        <option value="">{t('adminUsers.segment.either')}</option>
        <option value="yes">{t('common.yes')}</option>
        <option value="no">{t('common.no')}</option>
      </SelectField>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 12px;

  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
