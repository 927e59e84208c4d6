import { BellIcon, CircleCheckIcon } from 'lucide-react';
import type { Notification } from '@signals/protocol';
import { useCallback, useEffect } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../api';
import { notificationSelectors, useNotificationsStore } from '../../stores/notifications';
import { toast } from '../../stores/toast';
import { Button, EmptyState, ErrorState, PageHeader } from '../../ui';
import { NotificationItem, NotificationSkeleton } from './notifications/NotificationItem';
import { NotificationSettingsCard } from './notifications/NotificationSettingsCard';

/** Notifications: the list (unread outlined), Mark All Read, and the way to the delivery settings. */
export function NotificationsScreen() {
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
        toast({ title: 'Failed to mark notification as read', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      );
    },
    [notificationRead],
  );

  const handleReadAll = () => {
    allNotificationsRead().catch((error: unknown) =>
      toast({ title: 'Failed to mark notifications as read', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
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
      return <ErrorState title="Could not load notifications" description="Check your connection and try again." onRetry={() => void notificationsRequested(true)} />;
    }
    if (items.length === 0) {
      return <EmptyState icon={BellIcon} title="No notifications yet" description="Signal alerts, payment updates and announcements will appear here." />;
    }
    return (
      <>
        <List aria-label="Notifications">
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onOpen={handleOpen} />
            </li>
          ))}
        </List>
        {hasMore && (
          <More>
            <Button variant="secondary" fullWidth loading={loadingMore} onClick={() => void moreNotificationsRequested()}>
              Load More
            </Button>
          </More>
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader
        title="Notifications"
        description={unreadCount > 0 ? `${unreadCount} unread. Tap one to mark it read.` : 'Signal alerts, account updates and announcements.'}
        actions={
          <Button variant="secondary" onClick={handleReadAll} loading={markingAll} disabled={unreadCount === 0 || markingAll}>
            <CircleCheckIcon size={16} />
            Mark All Read
          </Button>
        }
      />
      <Layout>
        <div>{list()}</div>
        <aside aria-label="Notification settings">
          <NotificationSettingsCard />
        </aside>
      </Layout>
    </>
  );
}

const Layout = styled.div`
  display: grid;
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
