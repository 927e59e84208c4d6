import { ScrollTextIcon } from 'lucide-react';
import type { AuditEntry } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { useT, type Translate } from '../../i18n/useT';
import { AUDIT_ENTITY_TYPES, auditSelectors, useAuditStore, type AuditQuery } from '../../stores/admin/audit';
import { pageRows } from '../../stores/admin/pagedList';
import { Badge, Button, EmptyState, PageHeader, SearchField } from '../../ui';
import type { Column } from '../../ui/table';
import { AuditChangesDialog } from './audit/AuditChangesDialog';
import { AUDIT_ENTITY_KEYS, auditEntityRef } from './audit/auditEntity';
import { auditSentence } from './audit/auditSentence';
import { FilterSelect } from './components/FilterSelect';
import { ListCard } from './components/ListCard';
import { PagedTable } from './components/PagedTable';
import { Toolbar } from './components/Toolbar';
import { useDebouncedSearch } from './components/useDebouncedSearch';
import { formatDateTime } from '../../lib/formatDates';
import { formatCount } from '../../lib/format';

/** The entity filter's choices, in the language shown. */
function entityOptions(t: Translate): { value: AuditQuery['entityType']; label: string }[] {
  return [{ value: 'all', label: t('adminUsers.audit.filter.all') }, ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: t(AUDIT_ENTITY_KEYS[type]) }))];
}

/** Audit Log: who did what to which record and when, with the fields before and after; paged, filtered by entity. */
export function AdminAuditScreen() {
  const t = useT();
  const list = useAuditStore(auditSelectors.list);
  const rows = useAuditStore(useShallow((s) => pageRows(s.list)));
  const queryChanged = useAuditStore((s) => s.queryChanged);
  const listRequested = useAuditStore((s) => s.listRequested);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const [search, setSearch] = useDebouncedSearch(list.query.search, (text) => void queryChanged({ search: text }));

  useEffect(() => {
    void listRequested();
  }, [listRequested]);

  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      { key: 'when', header: t('adminUsers.audit.column.when'), cell: (e) => <Nowrap>{formatDateTime(e.createdAt)}</Nowrap> },
      { key: 'who', header: t('adminUsers.audit.column.who'), cell: (e) => <strong>{e.actorUsername ?? t('adminUsers.audit.system')}</strong> },
      {
        key: 'what',
        header: t('adminUsers.audit.column.what'),
        mobile: 'title',
        cell: (e) => (
          <Stack>
            <span>{auditSentence(e)}</span>
            <Code>{e.action}</Code>
          </Stack>
        ),
      },
      {
        key: 'entity',
        header: t('adminUsers.audit.column.entity'),
        cell: (e) => <Badge $tone="neutral">{auditEntityRef(e)}</Badge>,
      },
      {
        key: 'changes',
        header: t('adminUsers.audit.column.changes'),
        align: 'right',
        mobile: 'actions',
        cell: (e) =>
          e.before === null && e.after === null ? (
            <Muted>—</Muted>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setOpen(e)} aria-label={t('adminUsers.audit.viewChangesOf', { id: String(e.id) })}>
              {t('adminUsers.audit.viewChanges')}
            </Button>
          ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('adminUsers.audit.title')} description={t('adminUsers.audit.description')} />
      <ListCard title={t('adminUsers.audit.list.title')} badge={<Badge $tone="accent">{t('adminUsers.audit.list.total', { count: formatCount(list.total) })}</Badge>}>
        <Toolbar>
          <SearchField label={t('adminUsers.audit.search.label')} placeholder={t('adminUsers.audit.search.placeholder')} clearLabel={t('admin.search.clear')} value={search} onChange={setSearch} />
          <FilterSelect
            label={t('adminUsers.audit.filter.label')}
            value={list.query.entityType}
            options={entityOptions(t)}
            onChange={(entityType) => void queryChanged({ entityType })}
          />
        </Toolbar>
        <PagedTable
          label={t('adminUsers.audit.table.label')}
          noun={t('adminUsers.audit.table.noun')}
          list={list}
          rows={rows}
          columns={columns}
          onQueryChange={(patch) => void queryChanged(patch)}
          onRetry={() => void listRequested()}
          empty={<EmptyState icon={ScrollTextIcon} title={t('adminUsers.audit.empty.title')} description={t('adminUsers.audit.empty.description')} />}
        />
      </ListCard>
      {open && <AuditChangesDialog entry={open} onClose={() => setOpen(null)} />}
    </>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 2px;
`;

const Code = styled.code`
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 12px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;
