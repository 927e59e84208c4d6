import { CircleCheckIcon } from 'lucide-react';
import { LANGUAGES, type LanguageCode } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { languageInLanguage } from '../../../i18n/format';

interface LanguageOptionsProps {
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  /** Marks the saved language. */
  current: LanguageCode;
  disabled?: boolean;
}

/** The eight languages as a radio group (arrow keys move between them, as with any native radio). */
export function LanguageOptions({ value, onChange, current, disabled = false }: LanguageOptionsProps) {
  const t = useT();
  return (
    <Group>
      <Legend>{t('language.title')}</Legend>
      <Grid>
        {LANGUAGES.map((language) => {
          const selected = language.code === value;
          return (
            <Option key={language.code} $selected={selected}>
              <Radio
                type="radio"
                name="language"
                value={language.code}
                checked={selected}
                disabled={disabled}
                onChange={() => onChange(language.code)}
              />
              <Names lang={language.code}>
                <Native>{language.nativeName}</Native>
                <English>
                  {languageInLanguage(language.code)}
                  {language.code === current && ` · ${t('language.current')}`}
                </English>
              </Names>
              <Mark $selected={selected} aria-hidden="true">
                {selected && <CircleCheckIcon size={20} />}
              </Mark>
            </Option>
          );
        })}
      </Grid>
    </Group>
  );
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Grid = styled.div`
  display: grid;
  gap: 10px;

  @media (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Option = styled.label<{ $selected: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 64px;
  padding: 12px 16px;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.accentSoft : theme.colors.surface)};
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    background 0.15s ease;

  &:hover {
    border-color: ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.borderStrong)};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Radio = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
  margin: 0;
`;

const Names = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Native = styled.span`
  font-weight: 650;
`;

const English = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Mark = styled.span<{ $selected: boolean }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 2px solid ${({ theme, $selected }) => ($selected ? 'transparent' : theme.colors.borderStrong)};
  color: ${({ theme }) => theme.colors.accent};
`;
