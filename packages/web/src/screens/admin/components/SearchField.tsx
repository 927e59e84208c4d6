import { SearchIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { inputStyles } from '../../../ui/Field';
import { focusRing } from '../../../ui/theme/focusRing';
import { visuallyHidden } from '../../../ui/visuallyHidden';

interface SearchFieldProps {
  /** The accessible name, in the language shown ("Search payments"). */
  label: string;
  /** In the language shown. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search box with an icon and a clear button; the label is for assistive tech only. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <IconSlot aria-hidden="true">
        <SearchIcon size={16} />
      </IconSlot>
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <Clear type="button" aria-label={t('admin.search.clear')} onClick={() => onChange('')}>
          <XIcon size={14} />
        </Clear>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  flex: 1 1 240px;
  min-width: 0;
`;

const Label = styled.label`
  ${visuallyHidden}
`;

const IconSlot = styled.span`
  position: absolute;
  top: 50%;
  left: 13px;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textSubtle};
  pointer-events: none;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
  height: 42px;
  padding-left: 38px;
  padding-right: 38px;
  font-size: 14px;

  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const Clear = styled.button`
  position: absolute;
  top: 50%;
  right: 6px;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 30px;
  height: 30px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRing}
`;
