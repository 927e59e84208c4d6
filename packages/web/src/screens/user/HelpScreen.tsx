import { InfoIcon } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { Button, EmptyState, PageHeader, SearchField } from '../../ui';
import { BackButton } from './account/BackButton';
import { HELP_CATEGORIES, type HelpCategoryId } from './help/categories';
import { CategoryTiles } from './help/CategoryTiles';
import { FaqAccordion } from './help/FaqAccordion';
import { faqEntries, showFaq } from './help/faq';
import { filterFaq } from './help/filterFaq';
import { StillNeedHelp } from './help/StillNeedHelp';

/** The help centre: search, topics, the questions and answers, and the ways to reach a person. */
export function HelpScreen() {
  const t = useT();
  const price = useSettingsStore(settingsSelectors.publicSettings).premiumPrice;
  const sms = useSettingsStore(settingsSelectors.sendsSms);
  const onChain = useSettingsStore(settingsSelectors.chainPayments);
  const premiumFrom = useSettingsStore(settingsSelectors.premiumProfitThreshold);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HelpCategoryId | null>(null);
  const deferredQuery = useDeferredValue(query);

  // Translated before the search, so a member searches the words they read.
  const entries = useMemo(() => showFaq(faqEntries(price, t('help.supportHours'), { sms, onChain, premiumFrom }), t), [price, t, sms, onChain, premiumFrom]);
  const results = useMemo(() => filterFaq(entries, deferredQuery, category), [entries, deferredQuery, category]);
  const counts = useMemo(
    () => Object.fromEntries(HELP_CATEGORIES.map((c) => [c.id, entries.filter((e) => e.category === c.id).length])) as Record<HelpCategoryId, number>,
    [entries],
  );
  const categoryName = HELP_CATEGORIES.find((c) => c.id === category)?.name;
  const searched = deferredQuery.trim();

  const clearFilters = () => {
    setQuery('');
    setCategory(null);
  };

  return (
    <Page>
      <PageHeader
        eyebrow={<BackButton fallback="/profile" />}
        title={t('help.title')}
        description={t('help.description')}
      />
      <Stack>
        <div role="search">
          <SearchField
            size="lg"
            label={t('help.search.label')}
            placeholder={t('help.search.placeholder')}
            clearLabel={t('help.clearSearch')}
            value={query}
            onChange={setQuery}
          />
        </div>
        <CategoryTiles value={category} onChange={setCategory} counts={counts} />
        <section aria-labelledby="faq-title">
          <ResultsHead>
            <h2 id="faq-title">{t(categoryName ?? 'help.faqTitle')}</h2>
            <Count role="status">
              {searched ? t('help.count.for', { count: results.length, query: searched }) : t('help.count', { count: results.length })}
            </Count>
          </ResultsHead>
          {results.length > 0 ? (
            <FaqAccordion entries={results} />
          ) : (
            <NoResults>
              <EmptyState
                icon={InfoIcon}
                title={t('help.noResults.title')}
                description={t('help.noResults.description')}
                action={
                  <Button variant="secondary" onClick={clearFilters}>
                    {t('help.clearSearch')}
                  </Button>
                }
              />
            </NoResults>
          )}
        </section>
        <StillNeedHelp />
      </Stack>
    </Page>
  );
}

const Page = styled.div`
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const ResultsHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
  margin-bottom: 12px;

  h2 {
    font-size: 18px;
    font-weight: 700;
  }
`;

const Count = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NoResults = styled.div`
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
`;
