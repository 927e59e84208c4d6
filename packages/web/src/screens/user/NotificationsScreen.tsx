import { BellIcon, CircleCheckIcon } from 'lucide-react';
import type { Notification } from '@signals/protocol';
import { useCallback, useEffect } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../api';
import { useT } from '../../i18n/useT';
import { notificationSelectors, useNotificationsStore } from '../../stores/notifications';
import { toast } from '../../stores/toast';
import { Button, EmptyState, ErrorState, PageHeader } from '../../ui';
import { NotificationItem, NotificationSkeleton } from './notifications/NotificationItem';
import { NotificationSettingsCard } from './notifications/NotificationSettingsCard';

/** Notifications: the list (unread outlined), Mark All Read, and the way to the delivery settings. */
export function NotificationsScreen() {
  const t = useT();
  const items = useNotificationsStore(notificationSelectors.items);
  const status = useNotificationsStore(notificationSelectors.status);
  const unreadCount = useNotificationsStore(notificationSelectors.unreadCount);
  const markingAll = useNotificationsStore(notificationSelectors.markingAll);
  const hasMore = useNotificationsStore(notificationSelectors.hasMore);
  const loadingMore = useNotificationsStore(notificationSelectors.loadingMore);
  const { notificationsRequested, moreNotificationsRequested, notificationRead, allNotificationsRead } = useNotificationsStore.getState();

  useEffect(() => {
    void notificationsRequested();
  }, [notificationsRequested]);

  const handleOpen = useCallback(
    (notification: Notification) => {
      if (notification.read) {
        return;
      }
      notificationRead(notification.id).catch((error: unknown) =>
        toast({ title: t('content.notifications.readFailed'), description: errorMessage(error, t('content.notifications.tryAgain')), variant: 'destructive' }),
      );
    },
    [notificationRead, t],
  );

  const handleReadAll = () => {
    allNotificationsRead().catch((error: unknown) =>
      toast({ title: t('content.notifications.readAllFailed'), description: errorMessage(error, t('content.notifications.tryAgain')), variant: 'destructive' }),
    );
  };

  const list = () => {
    if (status === 'idle' || status === 'loading') {
      return (
        <List aria-busy="true">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <NotificationSkeleton />
            </li>
          ))}
        </List>
      );
    }
    if (status === 'error') {
      return <ErrorState title={t('content.notifications.error.title')} description={t('content.notifications.error.description')} retryLabel={t('common.retry')} onRetry={() => void notificationsRequested(true)} />;
    }
    if (items.length === 0) {
      return <EmptyState icon={BellIcon} title={t('content.notifications.empty.title')} description={t('content.notifications.empty.description')} />;
    }
    return (
      <>
        <List aria-label={t('content.notifications.title')}>
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onOpen={handleOpen} />
            </li>
          ))}
        </List>
        {hasMore && (
          <More>
            <Button variant="secondary" fullWidth loading={loadingMore} onClick={() => void moreNotificationsRequested()}>
              {t('content.notifications.loadMore')}
            </Button>
          </More>
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={t('content.notifications.title')}
        description={unreadCount > 0 ? t('content.notifications.unread', { count: unreadCount }) : t('content.notifications.description')}
        actions={
          <Button variant="secondary" onClick={handleReadAll} loading={markingAll} disabled={unreadCount === 0 || markingAll}>
            <CircleCheckIcon size={16} />
            {t('content.notifications.markAllRead')}
          </Button>
        }
      />
      <Layout>
        <div>{list()}</div>
        <aside aria-label={t('content.notifications.settings.title')}>
          <NotificationSettingsCard />
        </aside>
      </Layout>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  /* One column as wide as the screen, not as wide as the widest unbreakable line in it (a 320 px phone scrolled). */
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.div`
  margin-top: 14px;
`;
