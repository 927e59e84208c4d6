import { SearchIcon, XIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { inputStyles } from '../../../ui/Field';
import { focusRing } from '../../../ui/theme/focusRing';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The help search field: a labelled search input with a clear button. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const t = useT();
  return (
    <Wrap role="search">
      <Glass>
        <SearchIcon size={18} />
      </Glass>
      <Input
        type="search"
        aria-label={t('help.search.label')}
        placeholder={t('help.search.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      {value && (
        <Clear type="button" aria-label={t('help.clearSearch')} onClick={() => onChange('')}>
          <XIcon size={16} />
        </Clear>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
`;

const Glass = styled.span`
  position: absolute;
  top: 50%;
  left: 16px;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
  height: 52px;
  padding: 0 48px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 15.5px;

  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const Clear = styled.button`
  position: absolute;
  top: 50%;
  right: 8px;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
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
