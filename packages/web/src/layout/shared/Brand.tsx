import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { LogoMark } from '../../ui/LogoMark';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { focusRing } from '../../ui/theme/focusRing';
import { media } from '../../ui/theme/media';

interface BrandProps {
  to: string;
  /** A word after the site name, such as "Admin". */
  suffix?: string;
  /** Where only the logo shows (the name stays for screen readers): phones below 480 px, or also small tablets. */
  hideNameOn?: 'narrow' | 'crowded';
}

/** Logo and site name, linking home. */
export function Brand({ to, suffix, hideNameOn }: BrandProps) {
  const siteName = useSettingsStore(settingsSelectors.siteName);
  return (
    <BrandLink to={to}>
      <LogoMark size={32} />
      <Name $hideOn={hideNameOn}>{siteName}</Name>
      {suffix && <Suffix>{suffix}</Suffix>}
    </BrandLink>
  );
}

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};

  /* The mark keeps its size when the header is short of room; the name gives way. */
  svg {
    flex: none;
  }
  &:hover {
    text-decoration: none;
  }
  ${focusRing}
`;

const Name = styled.span<{ $hideOn?: 'narrow' | 'crowded' }>`
  overflow: hidden;
  font-size: 16px;
  font-weight: 750;
  letter-spacing: -0.02em;
  white-space: nowrap;
  text-overflow: ellipsis;

  ${({ $hideOn }) =>
    $hideOn === 'narrow' &&
    css`
      @media (max-width: 479px) {
        ${visuallyHidden}
      }
    `}
  ${({ $hideOn }) =>
    $hideOn === 'crowded' &&
    css`
      ${media.headerCrowded} {
        ${visuallyHidden}
      }
    `}
`;

const Suffix = styled.span`
  flex: none;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
