import { NewspaperIcon, PlusIcon } from 'lucide-react';
import type { News } from '@signals/protocol';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { errorMessage } from '../../api';
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

const EMPTY: Record<Filter, string> = {
  all: 'No news items available. Add your first news item to get started.',
  published: 'No published news items available.',
  drafts: 'No draft news items available.',
};

type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; news: News } | null;

/** News Management: every item, drafts included, with publish, edit and delete; other admins' changes arrive live. */
export function AdminNewsScreen() {
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
      toast({ title: updated.isPublished ? 'News published' : 'News unpublished', description: updated.title, variant: 'success' });
    } catch (error) {
      toast({ title: 'Failed to update status', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });
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
      toast({ title: 'News deleted', description: dialog.news.title, variant: 'success' });
    } catch (error) {
      toast({ title: 'Failed to delete news', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });
      throw error;
    }
  };

  const loading = (collection.status === 'loading' || collection.status === 'idle') && items.length === 0;

  const grid = (list: News[], which: Filter) => {
    if (loading) {
      return (
        <CardGrid aria-busy="true" aria-label="Loading news">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton $height={260} $radius="16px" />
            </li>
          ))}
        </CardGrid>
      );
    }
    if (list.length === 0) {
      return <EmptyState icon={NewspaperIcon} title={EMPTY[which]} />;
    }
    return (
      <CardGrid aria-label="News items">
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
        title="News Management"
        description="Write, publish and unpublish news. Drafts stay here until published."
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon size={18} />
            Add News
          </Button>
        }
      />
      {collection.status === 'error' && items.length === 0 ? (
        <ErrorState title="Could not load the news" description={collection.error ?? undefined} onRetry={() => void newsRequested()} />
      ) : (
        <Wide>
          <Tabs
            label="News by state"
            value={filter}
            onValueChange={setFilter}
            items={[
              { value: 'all', label: `All News (${items.length})`, content: grid(shown.all, 'all') },
              { value: 'published', label: `Published (${published.length})`, content: grid(shown.published, 'published') },
              { value: 'drafts', label: `Drafts (${drafts.length})`, content: grid(shown.drafts, 'drafts') },
            ]}
          />
        </Wide>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <NewsFormDialog news={dialog.kind === 'edit' ? dialog.news : undefined} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete news item?"
        description={dialog?.kind === 'delete' ? `Are you sure you want to delete "${dialog.news.title}"? This action cannot be undone.` : ''}
        confirmLabel="Delete"
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
