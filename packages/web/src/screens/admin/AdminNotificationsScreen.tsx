import { BellIcon, PlusIcon } from 'lucide-react';
import type { AdminNotification } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { errorMessage } from '../../api';
import { useT, type Translate } from '../../i18n/useT';
import { formatCount } from '../../lib/format';
import { adminNotificationSelectors, useAdminNotificationsStore, type NotificationsQuery } from '../../stores/admin/notifications';
import { pageRows } from '../../stores/admin/pagedList';
import { toast } from '../../stores/toast';
import { Badge, Button, EmptyState, PageHeader, SearchField } from '../../ui';
import { ConfirmDialog } from './components/ConfirmDialog';
import { FilterSelect } from './components/FilterSelect';
import { ListCard } from './components/ListCard';
import { NOTIFICATION_TYPE_STYLES } from './components/NotificationTypeBadge';
import { PagedTable } from './components/PagedTable';
import { Toolbar } from './components/Toolbar';
import { useDebouncedSearch } from './components/useDebouncedSearch';
import { CreateNotificationDialog } from './notifications/CreateNotificationDialog';
import { notificationColumns } from './notifications/notificationColumns';
import { ViewNotificationDialog } from './notifications/ViewNotificationDialog';

/** The type filter: every type a notification can be sent with, after "All Types". */
const TYPES = ['info', 'success', 'warning', 'error', 'signal', 'system', 'billing'] as const;

function typeOptions(t: Translate): { value: NotificationsQuery['type']; label: string }[] {
  return [{ value: 'all', label: t('adminNotifications.filter.allTypes') }, ...TYPES.map((type) => ({ value: type, label: t(NOTIFICATION_TYPE_STYLES[type].labelId) }))];
}

function recipientOptions(t: Translate): { value: NotificationsQuery['recipient']; label: string }[] {
  return [
    { value: 'all', label: t('adminNotifications.filter.allRecipients') },
    { value: 'everyone', label: t('adminNotifications.recipient.everyone') },
    { value: 'individual', label: t('adminNotifications.recipient.individual') },
  ];
}

type Dialog = { kind: 'create' } | { kind: 'view' | 'delete'; notification: AdminNotification } | null;

/** Notifications: what was sent, to whom; send new ones to everyone or to chosen users. */
export function AdminNotificationsScreen() {
  const t = useT();
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
        t,
      }),
    [t],
  );

  const handleDelete = async () => {
    if (dialog?.kind !== 'delete') {
      return;
    }
    try {
      await notificationDeleted(dialog.notification.id);
      toast({
        title: t('adminNotifications.delete.done.title'),
        description: t('adminNotifications.delete.done.description', { title: dialog.notification.title }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('adminNotifications.error'),
        description: t('adminNotifications.delete.failed', { reason: errorMessage(error, t('adminNotifications.unknownError')) }),
        variant: 'destructive',
      });
      throw error;
    }
  };

  return (
    <>
      <PageHeader
        title={t('adminNotifications.title')}
        description={t('adminNotifications.description')}
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon size={18} />
            {t('adminNotifications.create')}
          </Button>
        }
      />
      <ListCard title={t('adminNotifications.sentList')} badge={<Badge $tone="accent">{t('adminNotifications.total', { total: formatCount(list.total) })}</Badge>}>
        <Toolbar>
          <SearchField
            label={t('adminNotifications.search.label')}
            placeholder={t('adminNotifications.search.placeholder')}
            clearLabel={t('admin.search.clear')}
            value={search}
            onChange={setSearch}
          />
          <FilterSelect
            label={t('adminNotifications.filter.type')}
            value={list.query.type}
            options={typeOptions(t)}
            onChange={(type) => void queryChanged({ type })}
          />
          <FilterSelect
            label={t('adminNotifications.filter.recipient')}
            value={list.query.recipient}
            options={recipientOptions(t)}
            onChange={(recipient) => void queryChanged({ recipient })}
          />
        </Toolbar>
        <PagedTable
          label={t('adminNotifications.table.label')}
          noun={t('adminNotifications.table.noun')}
          list={list}
          rows={rows}
          columns={columns}
          onQueryChange={(patch) => void queryChanged(patch)}
          onRetry={() => void listRequested()}
          empty={<EmptyState icon={BellIcon} title={t('adminNotifications.empty')} />}
        />
      </ListCard>
      {dialog?.kind === 'create' && <CreateNotificationDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'view' && <ViewNotificationDialog notification={dialog.notification} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('adminNotifications.delete.title')}
        description={t('adminNotifications.delete.description')}
        confirmLabel={t('common.delete')}
        onConfirm={handleDelete}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
