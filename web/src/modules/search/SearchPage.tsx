import { hasAnyFilter, searchMessages, valuationFilter, type ValuationFilter } from '@esvd/schema/rules/search';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { PageFrame } from '../common/PageFrame.tsx';
import { productName } from '../common/product.ts';
import { ActionsCard } from './actions/ActionsCard.tsx';
import { AttentionModal } from './AttentionModal.tsx';
import type { ExportFormat } from './export-download.ts';
import { FiltersCard } from './filters/FiltersCard.tsx';
import { GetStartedCard } from './GetStartedCard.tsx';
import { SearchResultsCard } from './results/SearchResultsCard.tsx';
import { filterKey, searchParamsOf, searchStateOf, type ResultsView, type SearchState } from './search-url.ts';
import { AboutSummaryStatistics } from './statistics/AboutSummaryStatistics.tsx';
import { statisticsSectionId, SummaryStatistics } from './statistics/SummaryStatistics.tsx';
import { useExportDownload } from './use-export-download.ts';
import { useSavedFilter } from './use-saved-filter.ts';

/** The Valuations card (SearchCard's id). */
const valuationsSectionId = 'search-valuations';

/**
 * /esvd, the database search (spec 000 §2): the filters being edited live in the form; the search shown (filters,
 * table or map, sort, statistics) lives in the URL. Every action checks the form with the shared rules and makes it
 * the search, so what is shown, summarised and downloaded always agree.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchStateOf(params), [params]);
  const searchedKey = filterKey(search.filter);

  // Arriving at another search (a link, back or forward) shows its filters in the form.
  const [form, setForm] = useState(search.filter);
  const [formShows, setFormShows] = useState(searchedKey);
  if (formShows !== searchedKey) {
    setFormShows(searchedKey);
    setForm(search.filter);
  }

  const { filterUsed, totalFound } = useSavedFilter(form, search.filter);
  const downloads = useExportDownload();
  // 'Nothing to download' answers a download asked for with this very form: choosing a filter ends it.
  const [nothingToDownloadFor, setNothingToDownloadFor] = useState<ValuationFilter | null>(null);
  const [attention, setAttention] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // After an action, its result comes into view: on a phone it is far below the buttons.
  const reveal = useRef<string | null>(null);
  useEffect(() => {
    if (!reveal.current) return;
    document.getElementById(reveal.current)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    reveal.current = null;
  });

  const editForm = (next: ValuationFilter) => {
    setForm(next);
    setProblem(null);
    // A download refused for the previous filters says nothing about these.
    if (downloads.state.status === 'failed') downloads.dismiss();
  };

  const show = (next: SearchState, options?: { replace: boolean }) => {
    const nextParams = searchParamsOf(next);
    if (nextParams.toString() !== params.toString()) setParams(nextParams, options);
  };

  /** Checks the form (spec 000 §5) and makes it the search; null when it is refused. */
  const applyForm = (changes: Partial<Omit<SearchState, 'filter'>>): ValuationFilter | null => {
    const checked = valuationFilter.safeParse(form);
    if (!checked.success) {
      const messages = checked.error.issues.map((issue) => issue.message);
      if (messages.includes(searchMessages.noFilter)) setAttention(true);
      else setProblem(messages.join(' '));
      return null;
    }
    setProblem(null);
    filterUsed(checked.data);
    show({ ...search, ...changes, filter: checked.data });
    return checked.data;
  };

  const showResults = (view: ResultsView) => {
    if (applyForm({ view })) reveal.current = valuationsSectionId;
  };

  const summarise = () => {
    if (applyForm({ summary: true })) reveal.current = statisticsSectionId;
  };

  const download = (format: ExportFormat) => {
    if (!hasAnyFilter(form)) {
      setNothingToDownloadFor(form);
      return;
    }
    const filter = applyForm({});
    if (filter) void downloads.start({ filter, format });
  };

  const downloadAll = (format: ExportFormat = 'csv') => {
    setNothingToDownloadFor(null);
    void downloads.start({ filter: null, format });
  };

  const searched = hasAnyFilter(search.filter);

  return (
    <PageFrame
      size="xl"
      title="Database search"
      intro={`Find, map, summarise and download the ${productName}'s value records, standardised to Int$/ha/year at 2020 prices.`}
    >
      <GetStartedCard />
      <FiltersCard filter={form} onChange={editForm} onSubmit={() => showResults('table')} />
      {problem && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="search-problem">
          {problem}
        </Alert>
      )}
      <ActionsCard
        onGetValuations={() => showResults('table')}
        onShowMap={() => showResults('map')}
        onSummarise={summarise}
        onDownload={download}
        onDownloadAll={downloadAll}
        download={downloads.state}
        onCancelDownload={downloads.cancel}
        onDismissDownload={downloads.dismiss}
        nothingToDownload={nothingToDownloadFor === form}
        onDismissNothingToDownload={() => setNothingToDownloadFor(null)}
      />
      <SearchResultsCard
        filter={search.filter}
        view={search.view}
        sort={search.sort}
        onViewChange={(view) => applyForm({ view })}
        onSortChange={(sort) => show({ ...search, sort }, { replace: true })}
        onTotal={totalFound}
      />
      {search.summary && searched && <SummaryStatistics filter={search.filter} />}
      <AboutSummaryStatistics />
      <AttentionModal opened={attention} onClose={() => setAttention(false)} onDownloadAll={downloadAll} />
    </PageFrame>
  );
}
