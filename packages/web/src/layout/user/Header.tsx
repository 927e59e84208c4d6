import { CrownIcon, HeadsetIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { Badge } from '../../ui';
import { media } from '../../ui/theme/media';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { Brand } from '../shared/Brand';
import { BetaTag } from './BetaTag';
import { DesktopNav } from './DesktopNav';
import { IconLink, NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';
import { HeaderRow } from '../shared/HeaderRow';

/** The signed-in header: brand and the beta label, sections (wide screens), plan, bell, support and the account menu. */
export function Header() {
  const isPremium = useSessionStore(sessionSelectors.isPremium);
  const t = useT();
  return (
    <Bar>
      <HeaderRow>
        <Lead>
          <Brand to="/" hideNameOn="crowded" />
          <BetaTag />
        </Lead>
        <DesktopNav />
        <Actions>
          {isPremium && (
            <PremiumBadge $tone="premium">
              <CrownIcon size={13} />
              <BadgeText>{t('layout.header.premium')}</BadgeText>
            </PremiumBadge>
          )}
          <NotificationBell />
          <IconLink to="/settings/support" aria-label={t('layout.header.support')}>
            <HeadsetIcon size={19} />
          </IconLink>
          <UserMenu />
        </Actions>
      </HeaderRow>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};

  @supports (backdrop-filter: blur(12px)) {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.background} 82%, transparent);
    backdrop-filter: blur(12px);
  }
`;

const Lead = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 8px;
`;

const PremiumBadge = styled(Badge)`
  height: 28px;
  padding: 0 10px;
`;

/* Where the header is crowded the crown alone says it (the word stays for screen readers). */
const BadgeText = styled.span`
  ${media.headerCrowded} {
    ${visuallyHidden}
  }
`;
