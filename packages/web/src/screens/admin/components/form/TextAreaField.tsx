import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { inputStyles } from '../../../../ui/Field';
import { describedBy, FieldError, FieldHint, FieldLabel, FieldWrapper } from './fieldStyles';
import { useReadable } from '../../../../i18n/useT';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input. */
export function TextAreaField({ label, error, hint, ref, rows = 4, ...rest }: TextAreaFieldProps) {
  const readable = useReadable();
  const id = useId();
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextArea
        id={id}
        ref={ref}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        $invalid={Boolean(error)}
        {...rest}
      />
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {readable(error)}
        </FieldError>
      )}
    </FieldWrapper>
  );
}

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyles}
  height: auto;
  min-height: 96px;
  padding: 12px 14px;
  line-height: 1.5;
  resize: vertical;
`;
