import styled from 'styled-components';
import { focusRing } from '../../../ui/theme/focusRing';

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The accessible name when no visible label names the switch. */
  label?: string;
  /** The id of a visible label. */
  labelledBy?: string;
  describedBy?: string;
  id?: string;
}

/** An on/off switch (WAI-ARIA switch role): Space or Enter toggles it. */
export function Switch({ checked, onCheckedChange, disabled = false, label, labelledBy, describedBy, id }: SwitchProps) {
  return (
    <Track
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      $checked={checked}
      onClick={() => onCheckedChange(!checked)}
    >
      <Thumb $checked={checked} />
    </Track>
  );
}

const Track = styled.button<{ $checked: boolean }>`
  position: relative;
  flex: none;
  width: 44px;
  height: 26px;
  padding: 0;
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.accent : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accent : theme.colors.surfaceHover)};
  cursor: pointer;
  transition:
    background 0.18s ease,
    border-color 0.18s ease;

  &:disabled {
    opacity: 0.45;
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
  transform: translateX(${({ $checked }) => ($checked ? '18px' : '0')});
  transition: transform 0.18s ease;
`;
