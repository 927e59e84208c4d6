import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { focusRing } from '../../../ui/theme/focusRing';
import { visuallyHidden } from '../../../ui/visuallyHidden';

interface ExplorerLinkProps {
  /** A URL from the protocol's `explorerLinks`, never built here. */
  href: string;
  /** The explorer's name ("BscScan"), said after the link text; leave out when the text names it. */
  explorer?: string;
  /** The text is an identifier (a hash, an address): set in the monospace face. */
  mono?: boolean;
  /** The link text; optional so a translated sentence (<Trans components>) can put its own words in. */
  children?: ReactNode;
}

/**
 * A link to a block explorer, in a new tab. `noopener noreferrer`: the
 * explorer gets no handle on the back office's window and no referrer naming
 * the admin's page.
 */
export function ExplorerLink({ href, explorer, mono = false, children }: ExplorerLinkProps) {
  const t = useT();
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      $mono={mono}
      title={explorer ? t('adminPayments.explorer.title', { explorer }) : t('adminPayments.explorer.titleNewTab')}
    >
      {children}
      <ExternalLinkIcon size={13} />
      {/* The space keeps the link's name readable: "… on BscScan (opens in a new tab)". */}
      <Hidden> {explorer ? t('adminPayments.explorer.hidden', { explorer }) : t('adminPayments.explorer.hiddenNewTab')}</Hidden>
    </Link>
  );
}

const Link = styled.a<{ $mono: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
  border-radius: 4px;
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme, $mono }) => ($mono ? theme.fonts.mono : 'inherit')};
  font-size: 13px;
  font-weight: ${({ $mono }) => ($mono ? 400 : 600)};
  text-decoration: none;
  overflow-wrap: anywhere;

  svg {
    flex: none;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
