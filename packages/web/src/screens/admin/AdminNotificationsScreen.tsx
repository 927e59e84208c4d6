import { BellIcon, PlusIcon } from 'lucide-react';
import type { AdminNotification } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { errorMessage } from '../../api';
import { adminNotificationSelectors, useAdminNotificationsStore, type NotificationsQuery } from '../../stores/admin/notifications';
import { pageRows } from '../../stores/admin/pagedList';
import { toast } from '../../stores/toast';
import { Badge, Button, EmptyState, PageHeader } from '../../ui';
import { ConfirmDialog } from './components/ConfirmDialog';
import { FilterSelect } from './components/FilterSelect';
import { ListCard } from './components/ListCard';
import { PagedTable } from './components/PagedTable';
import { SearchField } from './components/SearchField';
import { Toolbar } from './components/Toolbar';
import { useDebouncedSearch } from './components/useDebouncedSearch';
import { CreateNotificationDialog } from './notifications/CreateNotificationDialog';
import { notificationColumns } from './notifications/notificationColumns';
import { ViewNotificationDialog } from './notifications/ViewNotificationDialog';
import { formatCount } from '../../lib/format';

const TYPE_OPTIONS: { value: NotificationsQuery['type']; label: string }[] = [
  { value: 'all', label: 'All Types' },
  { value: 'info', label: 'Info' },
  { value: 'success', label: 'Success' },
  { value: 'warning', label: 'Warning' },
  { value: 'error', label: 'Error' },
  { value: 'signal', label: 'Signal' },
  { value: 'system', label: 'System' },
  { value: 'billing', label: 'Billing' },
];
const RECIPIENT_OPTIONS: { value: NotificationsQuery['recipient']; label: string }[] = [
  { value: 'all', label: 'All Recipients' },
  { value: 'everyone', label: 'All Users' },
  { value: 'individual', label: 'Individual' },
];

type Dialog = { kind: 'create' } | { kind: 'view' | 'delete'; notification: AdminNotification } | null;

/** Notifications: what was sent, to whom; send new ones to everyone or to chosen users. */
export function AdminNotificationsScreen() {
  const list = useAdminNotificationsStore(adminNotificationSelectors.list);
  const rows = useAdminNotificationsStore(useShallow((s) => pageRows(s.list)));
  const { queryChanged, listRequested, notificationDeleted } = useAdminNotificationsStore(
    useShallow((s) => ({ queryChanged: s.queryChanged, listRequested: s.listRequested, notificationDeleted: s.notificationDeleted })),
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [search, setSearch] = useDebouncedSearch(list.query.search, (text) => void queryChanged({ search: text }));

  useEffect(() => {
    void listRequested();
  }, [listRequested]);

  const columns = useMemo(
    () =>
      notificationColumns({
        onView: (notification) => setDialog({ kind: 'view', notification }),
        onDelete: (notification) => setDialog({ kind: 'delete', notification }),
      }),
    [],
  );

  const handleDelete = async () => {
    if (dialog?.kind !== 'delete') {
      return;
    }
    try {
      await notificationDeleted(dialog.notification.id);
      toast({ title: 'Notification deleted', description: `"${dialog.notification.title}" is gone for its recipients.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: `Failed to delete notification: ${errorMessage(error, 'Unknown error')}`, variant: 'destructive' });
      throw error;
    }
  };

  return (
    <>
      <PageHeader
        title="Notifications"
        description="Send announcements to everyone or to chosen users, and see what was sent."
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon size={18} />
            Create Notification
          </Button>
        }
      />
      <ListCard title="Sent Notifications" badge={<Badge $tone="accent">{formatCount(list.total)} Total</Badge>}>
        <Toolbar>
          <SearchField label="Search notifications" placeholder="Search notifications..." value={search} onChange={setSearch} />
          <FilterSelect label="Filter by type" value={list.query.type} options={TYPE_OPTIONS} onChange={(type) => void queryChanged({ type })} />
          <FilterSelect
            label="Filter by recipient"
            value={list.query.recipient}
            options={RECIPIENT_OPTIONS}
            onChange={(recipient) => void queryChanged({ recipient })}
          />
        </Toolbar>
        <PagedTable
          label="Sent notifications"
          noun="notifications"
          list={list}
          rows={rows}
          columns={columns}
          onQueryChange={(patch) => void queryChanged(patch)}
          onRetry={() => void listRequested()}
          empty={<EmptyState icon={BellIcon} title="No notifications found matching your criteria." />}
        />
      </ListCard>
      {dialog?.kind === 'create' && <CreateNotificationDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'view' && <ViewNotificationDialog notification={dialog.notification} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete notification?"
        description="Are you sure you want to delete this notification? This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={handleDelete}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
