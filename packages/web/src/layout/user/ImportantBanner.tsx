import { MegaphoneIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../api';
import { useT } from '../../i18n/useT';
import { notificationSelectors, useNotificationsStore } from '../../stores/notifications';
import { toast } from '../../stores/toast';
import { Button } from '../../ui';
import { focusRing } from '../../ui/theme/focusRing';
import { PageBanner, PageBannerWords } from './PageBanner';

/**
 * Above every member screen while a notification marked important is unread (an admin's "Important" message, a
 * security alert): its words in full, "Got it" to mark it read, and the way to the rest. A badge alone was easy to
 * miss (issue 40). It arrives live, and leaves once read here, on the list, or on another device's next visit.
 */
export function ImportantBanner() {
  const t = useT();
  const important = useNotificationsStore(notificationSelectors.important);
  const dismissed = useNotificationsStore((s) => s.importantDismissed);
  return (
    // Polite: a message arriving live is read out once the reader is free, never interrupting.
    <div aria-live="polite">
      {important && (
        <PageBanner as="section" $tone="accent" role="region" aria-label={t('layout.important.label')}>
          <MegaphoneIcon size={18} aria-hidden />
          <PageBannerWords>
            <Kicker>{t('layout.important.label')}</Kicker>
            <strong>{important.title}</strong> {important.message}
          </PageBannerWords>
          <Actions>
            <AllLink to="/notifications">{t('layout.important.all')}</AllLink>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void dismissed().catch((error: unknown) => toast({ title: errorMessage(error, t('common.somethingWrong')), variant: 'destructive' }))}
            >
              {t('layout.important.dismiss')}
            </Button>
          </Actions>
        </PageBanner>
      )}
    </div>
  );
}

const Kicker = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  margin-left: auto;
`;

const AllLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  border-radius: 4px;
  ${focusRing}
`;
