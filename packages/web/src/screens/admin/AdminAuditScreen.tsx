import { ScrollTextIcon } from 'lucide-react';
import type { AuditEntry } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { AUDIT_ENTITY_TYPES, auditSelectors, useAuditStore, type AuditQuery } from '../../stores/admin/audit';
import { pageRows } from '../../stores/admin/pagedList';
import { Badge, Button, EmptyState, PageHeader } from '../../ui';
import type { Column } from '../../ui/table';
import { AuditChangesDialog } from './audit/AuditChangesDialog';
import { auditSentence } from './audit/auditSentence';
import { FilterSelect } from './components/FilterSelect';
import { ListCard } from './components/ListCard';
import { PagedTable } from './components/PagedTable';
import { SearchField } from './components/SearchField';
import { Toolbar } from './components/Toolbar';
import { useDebouncedSearch } from './components/useDebouncedSearch';
import { formatDateTime } from '../../lib/formatDates';
import { formatCount } from '../../lib/format';

const ENTITY_OPTIONS: { value: AuditQuery['entityType']; label: string }[] = [
  { value: 'all', label: 'All Entities' },
  ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: type[0]?.toUpperCase() + type.slice(1) })),
];

/** Audit Log: who did what to which record and when, with the fields before and after; paged, filtered by entity. */
export function AdminAuditScreen() {
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
      { key: 'when', header: 'When', cell: (e) => <Nowrap>{formatDateTime(e.createdAt)}</Nowrap> },
      { key: 'who', header: 'Who', cell: (e) => <strong>{e.actorUsername ?? 'System'}</strong> },
      {
        key: 'what',
        header: 'What',
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
        header: 'Entity',
        cell: (e) => (
          <Badge $tone="neutral">
            {e.entityType}
            {e.entityId ? ` #${e.entityId}` : ''}
          </Badge>
        ),
      },
      {
        key: 'changes',
        header: 'Changes',
        align: 'right',
        mobile: 'actions',
        cell: (e) =>
          e.before === null && e.after === null ? (
            <Muted>—</Muted>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setOpen(e)} aria-label={`View changes of entry ${e.id}`}>
              View changes
            </Button>
          ),
      },
    ],
    [],
  );

  return (
    <>
      <PageHeader title="Audit Log" description="Every admin action, newest first: who, what, when, and what changed." />
      <ListCard title="Entries" badge={<Badge $tone="accent">{formatCount(list.total)} Total</Badge>}>
        <Toolbar>
          <SearchField label="Search the audit log" placeholder="Search by action or admin..." value={search} onChange={setSearch} />
          <FilterSelect label="Filter by entity" value={list.query.entityType} options={ENTITY_OPTIONS} onChange={(entityType) => void queryChanged({ entityType })} />
        </Toolbar>
        <PagedTable
          label="Audit log"
          noun="entries"
          list={list}
          rows={rows}
          columns={columns}
          onQueryChange={(patch) => void queryChanged(patch)}
          onRetry={() => void listRequested()}
          empty={<EmptyState icon={ScrollTextIcon} title="No audit entries found." description="Admin actions are recorded here as they happen." />}
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
