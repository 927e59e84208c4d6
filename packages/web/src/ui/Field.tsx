import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { useReadable, useT } from '../i18n/useT';
import { useHydrated } from '../lib/useHydrated';
import { focusRing } from './theme/focusRing';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The validation message (a protocol reference is shown in the member's language); marks the input invalid and is announced with it. */
  error?: string;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Something shown at the end of the label row (a "forgot password" link, a counter). */
  labelAside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Label, input, hint and error wired together (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, labelAside, ref, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const t = useT();
  const readable = useReadable();
  const isPassword = type === 'password';
  const hydrated = useHydrated();
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
      <InputWrap>
        <Input
          id={id}
          ref={ref}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
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
          <RevealButton type="button" aria-pressed={revealed} aria-controls={id} onClick={() => setRevealed((v) => !v)}>
            {t(revealed ? 'ui.field.hide' : 'ui.field.show')}
          </RevealButton>
        )}
      </InputWrap>
      {shownHint && <Hint id={hintId}>{shownHint}</Hint>}
      {errorText && (
        <ErrorText id={errorId} role="alert">
          {errorText}
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
