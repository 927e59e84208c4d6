import type { AuditEntry } from '@signals/protocol';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Button, Dialog } from '../../../ui';
import { CheckboxField } from '../components/form';
import { diffLines } from './auditDiff';
import { auditEntityRef } from './auditEntity';
import { auditSentence } from './auditSentence';
import { formatDateTime } from '../../../lib/formatDates';

/** What an audited action changed: the fields before and after, changed ones first and marked. */
export function AuditChangesDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const lines = diffLines(entry.before, entry.after);
  const changed = lines.filter((line) => line.changed);
  const shown = showAll ? lines : changed;

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={auditSentence(entry)}
      description={t('adminUsers.audit.changes.description', {
        entity: auditEntityRef(entry),
        actor: entry.actorUsername ?? t('adminUsers.audit.system'),
        date: formatDateTime(entry.createdAt),
      })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {lines.length > changed.length && (
        <Toggle>
          <CheckboxField label={t('adminUsers.audit.changes.showUnchanged')} checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
        </Toggle>
      )}
      {shown.length === 0 ? (
        <Note>{t('adminUsers.audit.changes.none')}</Note>
      ) : (
        <Scroll role="region" aria-label={t('adminUsers.audit.changes.label')} tabIndex={0}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('adminUsers.audit.changes.field')}</th>
                <th scope="col">{t('adminUsers.audit.changes.before')}</th>
                <th scope="col">{t('adminUsers.audit.changes.after')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((line) => (
                <tr key={line.field ?? ''}>
                  <th scope="row">{line.field ?? t('adminUsers.audit.changes.value')}</th>
                  <Cell $tone={line.changed ? 'loss' : undefined}>{line.before}</Cell>
                  <Cell $tone={line.changed ? 'profit' : undefined}>{line.after}</Cell>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Dialog>
  );
}

const Toggle = styled.div`
  margin-bottom: 14px;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;

  th,
  td {
    padding: 8px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  tbody th {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-weight: 600;
    white-space: nowrap;
  }
  tr:last-child > * {
    border-bottom: 0;
  }
`;

const Cell = styled.td<{ $tone?: 'loss' | 'profit' }>`
  max-width: 280px;
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
  background: ${({ theme, $tone }) => ($tone ? theme.colors[`${$tone}Soft`] : 'transparent')};
`;
