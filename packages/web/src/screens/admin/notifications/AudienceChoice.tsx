import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { focusRing } from '../../../ui/theme/focusRing';

export type Audience = 'all' | 'specific' | 'segment';

interface AudienceChoiceProps {
  value: Audience;
  onChange: (value: Audience) => void;
}

/** Who receives the notification: everyone, chosen members, or the members of a segment (issue 46); radio cards. */
export function AudienceChoice({ value, onChange }: AudienceChoiceProps) {
  const t = useT();
  const choices: { value: Audience; label: string; hint: string }[] = [
    { value: 'all', label: t('adminNotifications.audience.all'), hint: t('adminNotifications.audience.allHint') },
    { value: 'specific', label: t('adminNotifications.audience.specific'), hint: t('adminNotifications.audience.specificHint') },
    { value: 'segment', label: t('adminNotifications.audience.segment'), hint: t('adminNotifications.audience.segmentHint') },
  ];
  return (
    <Fieldset>
      <Legend>{t('adminNotifications.audience.legend')}</Legend>
      <Grid>
        {choices.map((choice) => (
          <Card key={choice.value} $checked={value === choice.value}>
            <input type="radio" name="audience" value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            <span>
              <strong>{choice.label}</strong>
              <small>{choice.hint}</small>
            </span>
          </Card>
        ))}
      </Grid>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: 6px;
  padding: 0;
  font-size: 13px;
  font-weight: 600;
`;

const Grid = styled.div`
  display: grid;
  gap: 10px;

  @media (min-width: 560px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 12px 14px;
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accentSoft : theme.colors.background)};
  cursor: pointer;

  input {
    margin: 3px 0 0;
    accent-color: ${({ theme }) => theme.colors.accent};
    ${focusRing}
  }
  span {
    display: grid;
    gap: 2px;
  }
  strong {
    font-size: 14px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12.5px;
  }
`;
