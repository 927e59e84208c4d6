import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { formatCount } from '../../../lib/format';
import { signalDraftsSelectors, useSignalDraftsStore } from '../../../stores/admin/signalSources';
import { Badge } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';
import { visuallyHidden } from '../../../ui/visuallyHidden';

/** The Signals section's three screens, each at its own address (a staff push opens /admin/signals/drafts). */
const TABS: { to: string; labelId: MessageId; drafts?: true }[] = [
  { to: '/admin/signals', labelId: 'adminSignalSources.tabs.signals' },
  { to: '/admin/signals/drafts', labelId: 'adminSignalSources.tabs.drafts', drafts: true },
  { to: '/admin/signals/sources', labelId: 'adminSignalSources.tabs.sources' },
];

/**
 * Signals, Drafts and Sources: links that look like the app's tabs (ui/Tabs), since each is a page of its own. The
 * Drafts tab counts the drafts waiting, kept current by the admin room wherever in the section the admin is.
 */
export function SignalsTabs() {
  const t = useT();
  const { pathname } = useLocation();
  const waiting = useSignalDraftsStore(signalDraftsSelectors.waiting);
  const status = useSignalDraftsStore(signalDraftsSelectors.status);
  const draftsRequested = useSignalDraftsStore((s) => s.draftsRequested);

  useEffect(() => {
    // Loaded once for the badge; live events keep it current from then on (and the Drafts screen loads it afresh).
    if (status === 'idle') {
      void draftsRequested();
    }
  }, [status, draftsRequested]);

  const current = pathname.replace(/\/+$/, '');
  return (
    <Row aria-label={t('adminSignalSources.tabs.label')}>
      {TABS.map((tab) => {
        const selected = current === tab.to;
        return (
          <Tab key={tab.to} to={tab.to} aria-current={selected ? 'page' : undefined} $selected={selected}>
            {t(tab.labelId)}
            {tab.drafts && waiting > 0 && (
              <>
                <Badge $tone="accent" aria-hidden="true">
                  {formatCount(waiting)}
                </Badge>
                <Hidden>{t('adminSignalSources.tabs.waiting', { count: waiting })}</Hidden>
              </>
            )}
          </Tab>
        );
      })}
    </Row>
  );
}

/* The look of ui/Tabs' list: labels never wrap; where they cannot all fit, the row scrolls. */
const Row = styled.nav`
  display: flex;
  gap: 4px;
  max-width: 480px;
  margin-bottom: 20px;
  padding: 4px;
  overflow-x: auto;
  scrollbar-width: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled(Link)<{ $selected: boolean }>`
  display: inline-flex;
  flex: 1 1 0;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-width: max-content;
  height: 38px;
  padding: 0 10px;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceRaised : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  box-shadow: ${({ $selected }) => ($selected ? '0 1px 3px rgba(0, 0, 0, 0.25)' : 'none')};
  font-size: 14px;
  font-weight: 600;
  transition:
    background 0.15s ease,
    color 0.15s ease;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  ${focusRing}
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
