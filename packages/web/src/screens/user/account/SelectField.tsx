import { ChevronDownIcon } from 'lucide-react';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { inputStyles } from '../../../ui/Field';
import { useReadable } from '../../../i18n/useT';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string;
  options: readonly string[];
  /** The first, empty option's text. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with the text field's look and error wiring. */
export function SelectField({ label, error, options, placeholder, ref, ...rest }: SelectFieldProps) {
  const readable = useReadable();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <SelectWrap>
        <Select id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} $invalid={Boolean(error)} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
        <Caret>
          <ChevronDownIcon size={16} />
        </Caret>
      </SelectWrap>
      {error && (
        <ErrorText id={errorId} role="alert">
          {readable(error)}
        </ErrorText>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Label = styled.label`
  font-size: 13px;
  font-weight: 600;
`;

const SelectWrap = styled.div`
  position: relative;
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${inputStyles}
  appearance: none;
  padding-right: 40px;
  cursor: pointer;
`;

const Caret = styled.span`
  position: absolute;
  top: 50%;
  right: 14px;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const ErrorText = styled.p`
  font-size: 12.5px;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.loss};
`;
