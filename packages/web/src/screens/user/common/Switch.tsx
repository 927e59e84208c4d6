import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../../ui/theme/focusRing';

interface SwitchProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/** An on/off switch (role switch) with its label and an optional line of help. */
export function Switch({ label, description, checked, disabled = false, onCheckedChange }: SwitchProps) {
  const id = useId();
  return (
    <Row $disabled={disabled}>
      <Text>
        <Label htmlFor={id}>{label}</Label>
        {description && <Description id={`${id}-description`}>{description}</Description>}
      </Text>
      <Track
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        $checked={checked}
        onClick={() => onCheckedChange?.(!checked)}
      >
        <Thumb $checked={checked} />
      </Track>
    </Row>
  );
}

const Row = styled.div<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;

  /* Only the control fades when disabled: its label and help stay readable. */
  button {
    opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Label = styled.label`
  font-size: 14.5px;
  font-weight: 600;
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const Track = styled.button<{ $checked: boolean }>`
  position: relative;
  flex: none;
  width: 46px;
  height: 26px;
  padding: 0;
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.accent : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accent : theme.colors.surfaceHover)};
  cursor: pointer;
  transition: background 0.15s ease;

  &:disabled {
    cursor: not-allowed;
  }
  ${focusRing}
`;

const Thumb = styled.span<{ $checked: boolean }>`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: #ffffff;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3);
  transform: translateX(${({ $checked }) => ($checked ? '20px' : '0')});
  transition: transform 0.15s ease;
`;
