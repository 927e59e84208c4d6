import { useId } from 'react';
import { useTheme } from 'styled-components';

/** The brand mark: a rising line on the accent tile. Decorative; the site name carries the meaning. */
export function LogoMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  const theme = useTheme();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor={theme.colors.accent} />
          <stop offset="1" stopColor="#7b5cff" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path d="M7 21.5l5.5-5.5 4 4L25 11.5" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="25" cy="11.5" r="2.2" fill={theme.colors.profit} stroke="#fff" strokeWidth="1.2" />
    </svg>
  );
}
