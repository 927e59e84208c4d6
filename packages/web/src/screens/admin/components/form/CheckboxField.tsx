import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../../../ui/theme/focusRing';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  /** A line under the label saying what the option does. */
  description?: ReactNode;
  /** Shown as a switch (role="switch") rather than a checkbox: settings that take effect when saved. */
  variant?: 'checkbox' | 'switch';
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox or a switch with its label and an optional description, the whole row clickable. */
export function CheckboxField({ label, description, variant = 'checkbox', ref, disabled, ...rest }: CheckboxFieldProps) {
  const id = useId();
  return (
    <Row htmlFor={id} $disabled={Boolean(disabled)}>
      <Text>
        <Label>{label}</Label>
        {description && <Description id={`${id}-description`}>{description}</Description>}
      </Text>
      <Input
        id={id}
        ref={ref}
        type="checkbox"
        role={variant === 'switch' ? 'switch' : undefined}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        $switch={variant === 'switch'}
        {...rest}
      />
    </Row>
  );
}

const Row = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.65 : 1)};
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

const Label = styled.span`
  font-size: 14px;
  font-weight: 600;
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const Input = styled.input<{ $switch: boolean }>`
  flex: none;
  appearance: none;
  position: relative;
  width: ${({ $switch }) => ($switch ? '42px' : '20px')};
  height: ${({ $switch }) => ($switch ? '24px' : '20px')};
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ $switch }) => ($switch ? '999px' : '6px')};
  background: ${({ theme }) => theme.colors.surfaceHover};
  cursor: inherit;
  transition:
    background 0.15s ease,
    border-color 0.15s ease;

  &::after {
    content: '';
    position: absolute;
    transition: transform 0.15s ease;
    ${({ $switch, theme }) =>
      $switch
        ? `top: 2px; left: 2px; width: 18px; height: 18px; border-radius: 50%; background: ${theme.colors.textMuted};`
        : `inset: 3px 6px 5px; border: solid ${theme.colors.onAccent}; border-width: 0 2px 2px 0; transform: rotate(45deg) scale(0);`}
  }
  &:checked {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &:checked::after {
    ${({ $switch, theme }) => ($switch ? `transform: translateX(18px); background: ${theme.colors.onAccent};` : 'transform: rotate(45deg) scale(1);')}
  }
  ${focusRing}
`;
