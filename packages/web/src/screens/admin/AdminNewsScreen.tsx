import { NewspaperIcon, PlusIcon } from 'lucide-react';
import type { News } from '@signals/protocol';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { errorMessage } from '../../api';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { formatCount } from '../../lib/format';
import { collectionRows } from '../../stores/admin/collection';
import { adminNewsSelectors, useAdminNewsStore } from '../../stores/admin/news';
import { toast } from '../../stores/toast';
import { Button, EmptyState, ErrorState, PageHeader, Skeleton, Tabs } from '../../ui';
import { CardGrid } from './components/CardGrid';
import { ConfirmDialog } from './components/ConfirmDialog';
import { NarrowTabs } from './components/NarrowTabs';
import { NewsCard } from './news/NewsCard';
import { NewsFormDialog } from './news/NewsFormDialog';

type Filter = 'all' | 'published' | 'drafts';

const EMPTY: Record<Filter, MessageId> = {
  all: 'adminContent.news.empty.all',
  published: 'adminContent.news.empty.published',
  drafts: 'adminContent.news.empty.drafts',
};

type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; news: News } | null;

/** News Management: every item, drafts included, with publish, edit and delete; other admins' changes arrive live. */
export function AdminNewsScreen() {
  const t = useT();
  const collection = useAdminNewsStore(adminNewsSelectors.news);
  const items = useAdminNewsStore(useShallow((s) => collectionRows(s.news)));
  const { newsRequested, newsDeleted, newsToggled } = useAdminNewsStore(
    useShallow((s) => ({ newsRequested: s.newsRequested, newsDeleted: s.newsDeleted, newsToggled: s.newsToggled })),
  );
  const [filter, setFilter] = useState<Filter>('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [togglingId, setTogglingId] = useState<number | null>(null);

  useEffect(() => {
    void newsRequested();
  }, [newsRequested]);

  const published = items.filter((news) => news.isPublished);
  const drafts = items.filter((news) => !news.isPublished);
  const shown: Record<Filter, News[]> = { all: items, published, drafts };

  const handleToggle = async (news: News) => {
    setTogglingId(news.id);
    try {
      const updated = await newsToggled(news.id);
      toast({ title: t(updated.isPublished ? 'adminContent.news.toast.published' : 'adminContent.news.toast.unpublished'), description: updated.title, variant: 'success' });
    } catch (error) {
      toast({ title: t('adminContent.news.toast.toggleFailed'), description: errorMessage(error, t('common.somethingWrong')), variant: 'destructive' });
    } finally {
      setTogglingId(null);
    }
  };

  const handleDelete = async () => {
    if (dialog?.kind !== 'delete') {
      return;
    }
    try {
      await newsDeleted(dialog.news.id);
      toast({ title: t('adminContent.news.toast.deleted'), description: dialog.news.title, variant: 'success' });
    } catch (error) {
      toast({ title: t('adminContent.news.toast.deleteFailed'), description: errorMessage(error, t('common.somethingWrong')), variant: 'destructive' });
      throw error;
    }
  };

  const loading = (collection.status === 'loading' || collection.status === 'idle') && items.length === 0;

  const grid = (list: News[], which: Filter) => {
    if (loading) {
      return (
        <CardGrid aria-busy="true" aria-label={t('adminContent.news.loading')}>
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton $height={260} $radius="16px" />
            </li>
          ))}
        </CardGrid>
      );
    }
    if (list.length === 0) {
      return <EmptyState icon={NewspaperIcon} title={t(EMPTY[which])} />;
    }
    return (
      <CardGrid aria-label={t('adminContent.news.list')}>
        {list.map((news) => (
          <NewsCard
            key={news.id}
            news={news}
            toggling={togglingId === news.id}
            onEdit={() => setDialog({ kind: 'edit', news })}
            onDelete={() => setDialog({ kind: 'delete', news })}
            onToggle={() => void handleToggle(news)}
          />
        ))}
      </CardGrid>
    );
  };

  return (
    <>
      <PageHeader
        title={t('adminContent.news.title')}
        description={t('adminContent.news.description')}
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon size={18} />
            {t('adminContent.news.add')}
          </Button>
        }
      />
      {collection.status === 'error' && items.length === 0 ? (
        <ErrorState title={t('adminContent.news.error.title')} description={collection.error ?? undefined} onRetry={() => void newsRequested()} />
      ) : (
        <Wide>
          <Tabs
            label={t('adminContent.news.tabs.label')}
            value={filter}
            onValueChange={setFilter}
            items={[
              { value: 'all', label: t('adminContent.news.tabs.all', { count: formatCount(items.length) }), content: grid(shown.all, 'all') },
              { value: 'published', label: t('adminContent.news.tabs.published', { count: formatCount(published.length) }), content: grid(shown.published, 'published') },
              { value: 'drafts', label: t('adminContent.news.tabs.drafts', { count: formatCount(drafts.length) }), content: grid(shown.drafts, 'drafts') },
            ]}
          />
        </Wide>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <NewsFormDialog news={dialog.kind === 'edit' ? dialog.news : undefined} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('adminContent.news.delete.title')}
        description={dialog?.kind === 'delete' ? t('adminContent.news.delete.description', { title: dialog.news.title }) : ''}
        confirmLabel={t('common.delete')}
        onConfirm={handleDelete}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

const Wide = styled(NarrowTabs)`
  [role='tablist'] {
    max-width: 520px;
  }
`;
