import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from '../lib/useHydrated';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { focusRing } from './theme/focusRing';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, and blocks clicks while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
  children?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  // On a page rendered at build time a form can be filled in before the app has arrived, but not sent: sent without
  // the app, the browser would put its fields (a password) in the address.
  const hydrated = useHydrated();
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading || (type === 'submit' && !hydrated)}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={size === 'sm' ? 14 : 16} />}
      {children}
    </StyledButton>
  );
}

const sizes = {
  sm: css`
    height: 34px;
    padding: 0 12px;
    font-size: 13px;
  `,
  md: css`
    height: 44px;
    padding: 0 18px;
    font-size: 14px;
  `,
  lg: css`
    height: 50px;
    padding: 0 24px;
    font-size: 15px;
  `,
  icon: css`
    height: 40px;
    width: 40px;
    padding: 0;
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.accentStrong};
    color: ${({ theme }) => theme.colors.onAccent};
    box-shadow: 0 6px 18px ${({ theme }) => theme.colors.accentSoft};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentStrongHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceHover};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.lossStrong};
    color: #ffffff;
    &:hover:not(:disabled) {
      filter: brightness(1.08);
    }
  `,
};

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

/** Shared by buttons and links that look like buttons. */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  letter-spacing: 0.005em;
  white-space: nowrap;
  cursor: pointer;
  text-decoration: none;
  user-select: none;
  transition:
    background 0.15s ease,
    color 0.15s ease,
    transform 0.1s ease,
    filter 0.15s ease;
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  ${focusRing}

  &:hover {
    text-decoration: none;
  }
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
    box-shadow: none;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children: ReactNode;
}

/** A router link dressed as a button, for navigation that reads as an action. */
export function ButtonLink({ to, variant = 'primary', size = 'md', fullWidth = false, children }: ButtonLinkProps) {
  return (
    <StyledLink to={to} $variant={variant} $size={size} $fullWidth={fullWidth}>
      {children}
    </StyledLink>
  );
}

const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

interface ButtonAnchorProps extends Omit<ButtonLinkProps, 'to'> {
  /** An address outside the app (Telegram's `t.me` links): it opens in a new tab or the app that handles it. */
  href: string;
}

/** A link out of the app dressed as a button. */
export function ButtonAnchor({ href, variant = 'primary', size = 'md', fullWidth = false, children }: ButtonAnchorProps) {
  return (
    <StyledAnchor href={href} target="_blank" rel="noreferrer noopener" $variant={variant} $size={size} $fullWidth={fullWidth}>
      {children}
    </StyledAnchor>
  );
}

const StyledAnchor = styled.a<StyleProps>`
  ${buttonStyles}
`;
