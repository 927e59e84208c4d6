import { ChevronRightIcon } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { formatCount } from '../../lib/format';
import { focusRing } from '../theme/focusRing';

interface PaginationProps {
  /** The 1-based current page. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Offered page sizes; no size picker without it. */
  pageSizes?: number[];
  onPageSizeChange?: (size: number) => void;
  /** What the rows are, for the summary: a plural noun in the language shown ("payments"); "results" unless given. */
  noun?: string;
}

/** Which page numbers to offer: the first, the last and the current one's neighbours, with gaps between. */
function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, index) => (index > 0 && p - (sorted[index - 1] ?? p) > 1 ? ['gap' as const, p] : [p]));
}

/** "Showing 26–50 of 1,234", previous and next, a few page numbers, and the page size. */
export function Pagination({ page, pageSize, total, onPageChange, pageSizes, onPageSizeChange, noun: givenNoun }: PaginationProps) {
  const sizeId = useId();
  const t = useT();
  const noun = givenNoun ?? t('ui.pagination.results');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <Bar aria-label={t('ui.pagination.label')}>
      <Summary aria-live="polite">
        {total === 0
          ? t('ui.pagination.none', { noun })
          : t('ui.pagination.showing', { first: formatCount(first), last: formatCount(last), total: formatCount(total), noun })}
      </Summary>
      <Controls>
        {pageSizes && onPageSizeChange && (
          <Size>
            <label htmlFor={sizeId}>{t('ui.pagination.rows')}</label>
            <select id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </Size>
        )}
        <Pages>
          <PageButton type="button" aria-label={t('ui.pagination.previous')} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronRightIcon size={16} style={{ transform: 'rotate(180deg)' }} />
          </PageButton>
          {pageWindow(page, pages).map((item, index) =>
            item === 'gap' ? (
              <Gap key={`gap-${index}`} aria-hidden="true">
                …
              </Gap>
            ) : (
              <PageButton
                key={item}
                type="button"
                aria-label={t('ui.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                $current={item === page}
                onClick={() => onPageChange(item)}
              >
                {item}
              </PageButton>
            ),
          )}
          <PageButton type="button" aria-label={t('ui.pagination.next')} disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            <ChevronRightIcon size={16} />
          </PageButton>
        </Pages>
      </Controls>
    </Bar>
  );
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 16px;
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  font-variant-numeric: tabular-nums;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Size = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;

  select {
    height: 34px;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    ${focusRing}
  }
`;

const Pages = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  display: grid;
  place-items: center;
  min-width: 34px;
  height: 34px;
  padding: 0 8px;
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $current }) => ($current ? theme.colors.accentSoft : theme.colors.surface)};
  color: ${({ theme, $current }) => ($current ? theme.colors.accent : theme.colors.text)};
  font-size: 13px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  ${focusRing}
`;

const Gap = styled.span`
  padding: 0 4px;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
