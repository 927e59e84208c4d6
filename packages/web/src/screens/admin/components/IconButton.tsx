import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../../../ui/theme/focusRing';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: LucideIcon;
  /** The accessible name, also shown as a tooltip. */
  label: string;
  tone?: 'default' | 'danger';
  /**
   * Why the action is not available for this row: the button stays focusable
   * and says why (name and tooltip), rather than vanishing or going silently grey.
   */
  unavailable?: string;
}

/** A small square button with only an icon, for table row actions. */
export function IconButton({ icon: Glyph, label, tone = 'default', type = 'button', unavailable, onClick, ...rest }: IconButtonProps) {
  const name = unavailable ? `${label}: ${unavailable}` : label;
  return (
    <Button type={type} aria-label={name} title={name} aria-disabled={unavailable ? true : undefined} $tone={tone} onClick={unavailable ? undefined : onClick} {...rest}>
      <Glyph size={16} />
    </Button>
  );
}

const Button = styled.button<{ $tone: 'default' | 'danger' }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 34px;
  height: 34px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease;

  &:hover:not(:disabled, [aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  ${({ $tone }) =>
    $tone === 'danger' &&
    css`
      &:hover:not(:disabled, [aria-disabled='true']) {
        background: ${({ theme }) => theme.colors.lossSoft};
        color: ${({ theme }) => theme.colors.loss};
        border-color: ${({ theme }) => theme.colors.lossSoft};
      }
    `}
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
  ${focusRing}
`;

/** Row actions side by side, right-aligned in a table cell. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 6px;

  @media (min-width: 768px) {
    flex-wrap: nowrap;
  }
  @media (max-width: 767px) {
    justify-content: flex-start;
  }
`;
