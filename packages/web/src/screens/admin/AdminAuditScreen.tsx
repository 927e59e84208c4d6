import { ScrollTextIcon } from 'lucide-react';
import { AUDIT_KINDS, type AuditEntry } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { useT, type Translate } from '../../i18n/useT';
import { auditSelectors, useAuditStore, type AuditQuery, type StaffMember } from '../../stores/admin/audit';
import { pageRows } from '../../stores/admin/pagedList';
import { Badge, Button, EmptyState, PageHeader, SearchField } from '../../ui';
import type { Column } from '../../ui/table';
import { AuditChangesDialog } from './audit/AuditChangesDialog';
import { AUDIT_KIND_KEYS, auditEntityRef } from './audit/auditEntity';
import { auditSentence } from './audit/auditSentence';
import { FilterSelect } from './components/FilterSelect';
import { ListCard } from './components/ListCard';
import { PagedTable } from './components/PagedTable';
import { Toolbar } from './components/Toolbar';
import { useDebouncedSearch } from './components/useDebouncedSearch';
import { formatDateTime } from '../../lib/formatDates';
import { formatCount } from '../../lib/format';

/** The kind filter's choices, in the language shown. */
function kindOptions(t: Translate): { value: AuditQuery['kind']; label: string }[] {
  return [{ value: 'all', label: t('adminUsers.audit.filter.all') }, ...AUDIT_KINDS.map((kind) => ({ value: kind, label: t(AUDIT_KIND_KEYS[kind]) }))];
}

/** The staff filter's choices: everyone who may act in the back office, by name. */
function staffOptions(t: Translate, staff: readonly StaffMember[]): { value: AuditQuery['actorId']; label: string }[] {
  return [{ value: 'all', label: t('adminUsers.audit.staff.all') }, ...staff.map((member) => ({ value: String(member.id), label: member.username }))];
}

/** Audit Log: who did what to which record and when, with the fields before and after; paged, filtered by kind of action and by staff member. */
export function AdminAuditScreen() {
  const t = useT();
  const list = useAuditStore(auditSelectors.list);
  const rows = useAuditStore(useShallow((s) => pageRows(s.list)));
  const queryChanged = useAuditStore((s) => s.queryChanged);
  const listRequested = useAuditStore((s) => s.listRequested);
  const staff = useAuditStore(auditSelectors.staff);
  const staffRequested = useAuditStore((s) => s.staffRequested);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const [search, setSearch] = useDebouncedSearch(list.query.search, (text) => void queryChanged({ search: text }));

  useEffect(() => {
    void listRequested();
    void staffRequested();
  }, [listRequested, staffRequested]);

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
          <FilterSelect label={t('adminUsers.audit.filter.label')} value={list.query.kind} options={kindOptions(t)} onChange={(kind) => void queryChanged({ kind })} />
          <FilterSelect
            label={t('adminUsers.audit.staff.label')}
            value={list.query.actorId}
            options={staffOptions(t, staff)}
            onChange={(actorId) => void queryChanged({ actorId })}
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
