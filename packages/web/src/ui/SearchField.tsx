import { SearchIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { inputStyles } from './Field';
import { quietIconButton } from './theme/quietIconButton';
import { visuallyHidden } from './visuallyHidden';

type SearchFieldSize = 'md' | 'lg';

interface SearchFieldProps {
  /** The accessible name, in the language shown ("Search payments"). */
  label: string;
  /** In the language shown. */
  placeholder: string;
  /** The clear button's accessible name, in the language shown. */
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  /** `md` in a table's toolbar; `lg` where the search leads the page (the help centre). */
  size?: SearchFieldSize;
}

const GLYPH_SIZES = { md: { search: 16, clear: 14 }, lg: { search: 18, clear: 16 } } as const;

/** A search box with an icon and a clear button; the label is for assistive tech only (the placeholder says it on screen). */
export function SearchField({ label, placeholder, clearLabel, value, onChange, size = 'md' }: SearchFieldProps) {
  const id = useId();
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Glass aria-hidden="true" $size={size}>
        <SearchIcon size={GLYPH_SIZES[size].search} />
      </Glass>
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        $size={size}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <Clear type="button" aria-label={clearLabel} $size={size} onClick={() => onChange('')}>
          <XIcon size={GLYPH_SIZES[size].clear} />
        </Clear>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  /* In a toolbar it takes the room the filters beside it leave. */
  flex: 1 1 240px;
  min-width: 0;
`;

const Label = styled.label`
  ${visuallyHidden}
`;

const Glass = styled.span<{ $size: SearchFieldSize }>`
  position: absolute;
  top: 50%;
  left: ${({ $size }) => ($size === 'lg' ? '16px' : '13px')};
  transform: translateY(-50%);
  color: ${({ theme, $size }) => ($size === 'lg' ? theme.colors.textMuted : theme.colors.textSubtle)};
  pointer-events: none;
`;

const inputSizes = {
  md: css`
    height: 42px;
    padding: 0 38px;
    font-size: 14px;
  `,
  lg: css`
    height: 52px;
    padding: 0 48px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 15.5px;
  `,
};

const Input = styled.input<{ $invalid?: boolean; $size: SearchFieldSize }>`
  ${inputStyles}
  ${({ $size }) => inputSizes[$size]}

  /* The clear button is ours, the same in every browser. */
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const Clear = styled.button<{ $size: SearchFieldSize }>`
  position: absolute;
  top: 50%;
  right: ${({ $size }) => ($size === 'lg' ? '8px' : '6px')};
  transform: translateY(-50%);
  width: ${({ $size }) => ($size === 'lg' ? '36px' : '30px')};
  height: ${({ $size }) => ($size === 'lg' ? '36px' : '30px')};
  ${quietIconButton}
`;
