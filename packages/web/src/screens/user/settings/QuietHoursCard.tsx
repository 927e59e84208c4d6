import type { QuietHours } from '@signals/protocol';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { preferenceSelectors, usePreferencesStore } from '../../../stores/preferences';
import { deviceTimeZone } from '../../../ssr/pageTime';
import { toast } from '../../../stores/toast';
import { Button, Card, CardDescription, CardTitle, Field, Skeleton, Switch } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';

/** This browser's time zone: the default the first time a member sets quiet hours. */
function browserTimeZone(): string {
  return deviceTimeZone() || 'UTC';
}

/** Every zone the browser knows, with the chosen one kept even if it does not. */
function timeZones(chosen: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(chosen) ? known : [chosen, ...known];
}

const DEFAULT_HOURS = { start: '22:00', end: '07:00' };

/**
 * Quiet hours: while they run, signal and premium-content alerts by push,
 * e-mail and SMS wait until they end. The bell and security alerts never wait.
 */
export function QuietHoursCard() {
  const t = useT();
  const saved = usePreferencesStore(preferenceSelectors.quietHours);
  const quietHoursSaved = usePreferencesStore((s) => s.quietHoursSaved);
  const [draft, setDraft] = useState<QuietHours | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const shown = draft === undefined ? saved : draft;
  const zones = useMemo(() => timeZones(shown?.timeZone ?? browserTimeZone()), [shown?.timeZone]);

  if (saved === undefined) {
    return <Skeleton $height={120} aria-label={t('settings.quiet.loading')} />;
  }
  const dirty = draft !== undefined && JSON.stringify(draft) !== JSON.stringify(saved);
  const edit = (patch: Partial<QuietHours>) => shown && setDraft({ ...shown, ...patch });

  const handleSave = async () => {
    setSaving(true);
    try {
      await quietHoursSaved(shown ?? null);
      setDraft(undefined);
      toast({ title: shown ? t('settings.quiet.set', { start: shown.start, end: shown.end }) : t('settings.quiet.turnedOff'), variant: 'success' });
    } catch (failure) {
      toast({ title: t('settings.quiet.failed'), description: errorMessage(failure, t('common.tryLater')), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <div>
          <CardTitle id={titleId}>{t('settings.quiet.title')}</CardTitle>
          <CardDescription>{t('settings.quiet.description')}</CardDescription>
        </div>
        <Switch
          checked={shown !== null}
          onCheckedChange={(on) => setDraft(on ? (saved ?? { ...DEFAULT_HOURS, timeZone: browserTimeZone() }) : null)}
          disabled={saving}
          aria-labelledby={titleId}
        />
      </Head>
      {shown && (
        <Fields>
          <Field label={t('settings.quiet.from')}>
            {(control) => <Input {...control} type="time" required value={shown.start} disabled={saving} onChange={(e) => edit({ start: e.target.value })} />}
          </Field>
          <Field label={t('settings.quiet.until')}>
            {(control) => <Input {...control} type="time" required value={shown.end} disabled={saving} onChange={(e) => edit({ end: e.target.value })} />}
          </Field>
          <ZoneCell>
            <Field label={t('settings.quiet.timeZone')}>
              {(control) => (
                <SelectInput {...control} value={shown.timeZone} disabled={saving} onChange={(e) => edit({ timeZone: e.target.value })}>
                  {zones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replaceAll('_', ' ')}
                    </option>
                  ))}
                </SelectInput>
              )}
            </Field>
          </ZoneCell>
        </Fields>
      )}
      {dirty && (
        <Actions>
          <Button variant="ghost" onClick={() => setDraft(undefined)} disabled={saving}>
            {t('settings.discard')}
          </Button>
          <Button onClick={() => void handleSave()} loading={saving} disabled={shown !== null && shown !== undefined && (!shown.start || !shown.end)}>
            {t(saving ? 'common.saving' : 'settings.quiet.save')}
          </Button>
        </Actions>
      )}
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin-top: 16px;

  @media (min-width: 640px) {
    grid-template-columns: 150px 150px minmax(0, 1fr);
  }
`;

/** On a phone the time zone takes a row of its own, under the two times. */
const ZoneCell = styled.div`
  grid-column: 1 / -1;

  @media (min-width: 640px) {
    grid-column: auto;
  }
`;

const inputStyle = `
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  font: inherit;
  border-radius: 10px;
`;

const Input = styled.input`
  ${inputStyle}
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${focusRing}
`;

const SelectInput = styled.select`
  ${inputStyle}
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${focusRing}
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 10px;
  margin-top: 16px;

  @media (min-width: 560px) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
