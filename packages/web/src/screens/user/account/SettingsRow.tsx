import type { LucideIcon } from 'lucide-react';
import { ChevronRightIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Switch } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';

interface RowBase {
  icon: LucideIcon;
  label: string;
  /** A second line under the label. */
  description?: ReactNode;
  /** Tints the icon: premium gold, danger red. */
  tone?: 'default' | 'premium' | 'danger';
}

interface LinkRowProps extends RowBase {
  to: string;
  /** The current value, shown before the chevron (the language, "On"). */
  value?: ReactNode;
}

/** The start of every row: its icon, label and second line (ids given when a control is named by them). */
function RowHeading({ icon: Glyph, label, description, tone = 'default', labelId, descriptionId }: RowBase & { labelId?: string; descriptionId?: string }) {
  return (
    <>
      <RowIcon $tone={tone}>
        <Glyph size={19} />
      </RowIcon>
      <RowText>
        <RowLabel id={labelId}>{label}</RowLabel>
        {description && <RowDescription id={descriptionId}>{description}</RowDescription>}
      </RowText>
    </>
  );
}

/** A row that opens another screen. */
export function SettingsLinkRow({ to, value, ...heading }: LinkRowProps) {
  return (
    <div role="listitem">
      <RowLink to={to}>
        <RowHeading {...heading} />
        {value && <RowValue>{value}</RowValue>}
        <Chevron>
          <ChevronRightIcon size={18} />
        </Chevron>
      </RowLink>
    </div>
  );
}

interface ToggleRowProps extends RowBase {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A row with a switch; the label names the switch. */
export function SettingsToggleRow({ checked, onCheckedChange, disabled, ...heading }: ToggleRowProps) {
  const labelId = useId();
  const descriptionId = useId();
  const { description } = heading;
  return (
    <StaticRow role="listitem">
      <RowHeading {...heading} labelId={labelId} descriptionId={descriptionId} />
      <Switch
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
      />
    </StaticRow>
  );
}

interface ActionRowProps extends RowBase {
  /** The control at the end of the row (a button). */
  action?: ReactNode;
}

/** A row that does something in place: an icon, a label, and a control at its end. */
export function SettingsActionRow({ action, ...heading }: ActionRowProps) {
  return (
    <StaticRow role="listitem">
      <RowHeading {...heading} />
      {action}
    </StaticRow>
  );
}

/** A row holding anything (a button, a summary). */
export function SettingsStaticRow({ children }: { children: ReactNode }) {
  return <StaticRow role="listitem">{children}</StaticRow>;
}

const rowLayout = css`
  display: flex;
  align-items: center;
  gap: 14px;
  min-height: 60px;
  padding: 12px 16px;
`;

const RowLink = styled(Link)`
  ${rowLayout}
  color: inherit;
  transition: background 0.15s ease;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    text-decoration: none;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const StaticRow = styled.div`
  ${rowLayout}
`;

const RowIcon = styled.span<{ $tone: 'default' | 'premium' | 'danger' }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) =>
    $tone === 'premium' ? theme.colors.premiumSoft : $tone === 'danger' ? theme.colors.lossSoft : theme.colors.accentSoft};
  color: ${({ theme, $tone }) => ($tone === 'premium' ? theme.colors.premium : $tone === 'danger' ? theme.colors.loss : theme.colors.accent)};
`;

const RowText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const RowLabel = styled.span`
  font-weight: 600;
`;

const RowDescription = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RowValue = styled.span`
  flex: none;
  max-width: 45%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chevron = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
