import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { inputStyles } from '../../../../ui/Field';
import { describedBy, FieldError, FieldHint, FieldLabel, FieldWrapper } from './fieldStyles';
import { useReadable } from '../../../../i18n/useT';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select, styled like the kit's inputs. */
export function SelectField({ label, error, hint, children, ref, ...rest }: SelectFieldProps) {
  const readable = useReadable();
  const id = useId();
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} $invalid={Boolean(error)} {...rest}>
        {children}
      </Select>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {readable(error)}
        </FieldError>
      )}
    </FieldWrapper>
  );
}

export const Select = styled.select<{ $invalid?: boolean }>`
  ${inputStyles}
  padding-right: 36px;
  appearance: none;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  cursor: pointer;
`;
