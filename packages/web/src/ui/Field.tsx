import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { useReadable, useT } from '../i18n/useT';
import { useHydrated } from '../lib/useHydrated';
import { focusRing } from './theme/focusRing';

/** What a field gives its control: the id its label points at, and the hint and error that describe it. */
interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrame {
  label: string;
  /** The validation message (a protocol reference is shown in the member's language); marks the control invalid and is announced with it. */
  error?: string;
  /** Help text under the control. */
  hint?: ReactNode;
}

interface FieldProps extends FieldFrame {
  /** Something shown at the end of the label row (a "forgot password" link, a counter). */
  labelAside?: ReactNode;
  /** Draws the control, and anything that goes with it, from what wires it to the label, hint and error. */
  children: (control: FieldControl) => ReactNode;
}

/** Label, control, hint and error wired together (aria-invalid, aria-describedby): the frame of every field. */
export function Field({ label, error, hint, labelAside, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const readable = useReadable();
  const errorText = error ? readable(error) : null;
  // A hint that says what the error says (the rule an entry broke) is not shown twice: the error alone stands.
  const shownHint = hint && hint !== errorText ? hint : null;
  const describedBy = [shownHint ? hintId : null, errorText ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Wrapper>
      <LabelRow>
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </LabelRow>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {shownHint && <Hint id={hintId}>{shownHint}</Hint>}
      {errorText && (
        <ErrorText id={errorId} role="alert">
          {errorText}
        </ErrorText>
      )}
    </Wrapper>
  );
}

interface TextFieldProps extends FieldFrame, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  labelAside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; a password one has a button that shows what was typed. */
export function TextField({ label, error, hint, labelAside, ref, type = 'text', ...rest }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const t = useT();
  const isPassword = type === 'password';
  const hydrated = useHydrated();

  return (
    <Field label={label} error={error} hint={hint} labelAside={labelAside}>
      {(control) => (
        <InputWrap>
          <Input
            {...control}
            ref={ref}
            type={isPassword && revealed ? 'text' : type}
            $invalid={Boolean(error)}
            $withToggle={isPassword}
            {...rest}
            // On a page rendered at build time, typing waits for the app: adopting the page could lose what was typed
            // into it before (the field would not know it), and the form could not be sent yet anyway.
            readOnly={rest.readOnly === true || !hydrated}
          />
          {isPassword && (
            // Visible text ("Show"/"Hide") rather than an aria-label, so the button never
            // competes with the input for the name "Password".
            <RevealButton type="button" aria-pressed={revealed} aria-controls={control.id} onClick={() => setRevealed((v) => !v)}>
              {t(revealed ? 'ui.field.hide' : 'ui.field.show')}
            </RevealButton>
          )}
        </InputWrap>
      )}
    </Field>
  );
}

interface TextAreaFieldProps extends FieldFrame, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input. */
export function TextAreaField({ label, error, hint, ref, rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <TextArea {...control} ref={ref} rows={rows} $invalid={Boolean(error)} {...rest} />}
    </Field>
  );
}

interface SelectFieldProps extends FieldFrame, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  /** The options. */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select, styled like the text inputs. */
export function SelectField({ label, error, hint, children, ref, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <Select {...control} ref={ref} $invalid={Boolean(error)} {...rest}>
          {children}
        </Select>
      )}
    </Field>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  /* In a grid or a row, a long label or option never widens the column. */
  min-width: 0;
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
`;

const Label = styled.label`
  font-size: 13px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const InputWrap = styled.div`
  position: relative;
`;

export const inputStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  height: 46px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.loss : theme.colors.borderStrong)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 15px;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.loss : theme.colors.textSubtle)};
  }
  &:focus {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accentSoft};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${focusRing}
`;

const Input = styled.input<{ $invalid: boolean; $withToggle: boolean }>`
  ${inputStyles}
  padding-right: ${({ $withToggle }) => ($withToggle ? '64px' : '14px')};
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${inputStyles}
  height: auto;
  min-height: 96px;
  padding: 12px 14px;
  line-height: 1.5;
  resize: vertical;
`;

/** The native select in the inputs' look, its arrow drawn in the text colour. */
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

const RevealButton = styled.button`
  position: absolute;
  top: 50%;
  right: 6px;
  transform: translateY(-50%);
  height: 32px;
  padding: 0 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRing}
`;

const Hint = styled.p`
  font-size: 12.5px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: 12.5px;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.loss};
`;
