import { useId, type AriaAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './theme/focusRing';

interface SwitchState {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** Shown with its own label beside it, and a line of help under the label if there is one. */
interface LabelledSwitch extends SwitchState {
  label: string;
  description?: ReactNode;
}

/** Bare, where the page already shows what it is: named by that text (aria-labelledby) or, failing that, by aria-label. */
interface BareSwitch extends SwitchState, Pick<AriaAttributes, 'aria-label' | 'aria-labelledby' | 'aria-describedby'> {
  label?: never;
  description?: never;
}

/** An on/off switch (WAI-ARIA switch role): Space or Enter toggles it. */
export function Switch({ checked, onCheckedChange, disabled = false, label, description, ...naming }: LabelledSwitch | BareSwitch) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const control = (
    <Track
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={description ? descriptionId : undefined}
      {...naming}
      disabled={disabled}
      $checked={checked}
      onClick={() => onCheckedChange(!checked)}
    >
      <Thumb $checked={checked} />
    </Track>
  );
  if (label === undefined) {
    return control;
  }
  return (
    <Row>
      <Text>
        {/* A label element, so a click on the words toggles the switch too. */}
        <Label htmlFor={id}>{label}</Label>
        {description && <Description id={descriptionId}>{description}</Description>}
      </Text>
      {control}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
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

  /* Only the control fades when disabled: a label and help beside it stay readable. */
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
