import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Icon } from '../icon/icon.tsx';
import { Modal } from '../modal/modal.tsx';
import { useUi } from '../ui-context.tsx';
import { FilterToggle } from './filter-toggle.tsx';
import { GridScrollerContext } from './grid-scroller.ts';
import { NoResults } from './no-results.tsx';
import { type SearchView, searchView } from './search-view.ts';

/** Props of {@link SearchModal}. */
export interface SearchModalProps {
  open: boolean;
  /** Asked for on Escape, the close button or a backdrop click. */
  onClose: () => void;
  query: string;
  /** Every keystroke; debouncing is the app's business. */
  onQueryChange: (query: string) => void;
  /** A search is running. */
  busy?: boolean;
  /** Games shown for the last finished search; null before one finishes. 0 with `filters` means the filters left none. */
  resultCount?: number | null;
  /** The results, e.g. a {@link GameGrid} (it scrolls with the modal's results pane). */
  results?: ReactNode;
  /** Shown while the query is empty, e.g. recent and popular rails. */
  defaultContent?: ReactNode;
  /** Filters over the results, e.g. a {@link FilterPanel}: behind a Filter button, so the first results show on the first screen. */
  filters?: ReactNode;
  /** Selected options across the filters, shown on the Filter button. */
  activeFilterCount?: number;
  /** Characters a query needs before searching (the options' `searchMinLength`). */
  minLength: number;
}

function useStatusText(view: SearchView, resultCount: number | null): string {
  const { t } = useUi();
  if (view === 'busy') return t('lobby.search.busy');
  if ((view === 'results' || view === 'empty') && resultCount !== null) return t('lobby.search.resultCount', { count: resultCount });
  return '';
}

function SearchContent({ view, props }: { view: SearchView; props: SearchModalProps }) {
  const { t } = useUi();
  if (view === 'default') return props.defaultContent ?? null;
  if (view === 'hint') return null;
  if (view === 'busy') {
    return (
      <p className="lb-search__busy">
        <span className="lb-game-grid__spinner" aria-hidden="true" />
        {t('lobby.search.busy')}
      </p>
    );
  }
  if (view === 'empty') return <NoResults variant="search" query={props.query} />;
  return (
    <>
      {props.filters != null ? <SearchFilters activeCount={props.activeFilterCount ?? 0}>{props.filters}</SearchFilters> : null}
      {props.results}
    </>
  );
}

/** The results' filters, folded behind a Filter button that shows how many are active. */
function SearchFilters({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const { t } = useUi();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="lb-search__filters">
      <FilterToggle open={open} activeCount={activeCount} onToggle={() => setOpen((was) => !was)} controls={panelId} />
      <section id={panelId} className="lb-search__filter-panel" aria-label={t('lobby.filter.panel')} hidden={!open}>
        {open ? children : null}
      </section>
    </div>
  );
}

interface SearchFieldProps {
  query: string;
  onQueryChange: (query: string) => void;
  busy: boolean;
  /** The hint's id while the hint shows, so the field is described by it. */
  hintId: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}

function SearchField({ query, onQueryChange, busy, hintId, inputRef }: SearchFieldProps) {
  const { t } = useUi();
  const inputId = useId();
  return (
    <div className={`lb-search__field${busy ? ' lb-search__field--busy' : ''}`}>
      <label htmlFor={inputId} className="lb-visually-hidden">
        {t('lobby.search.label')}
      </label>
      <Icon name="search" size={20} className="lb-search__icon" />
      <input
        ref={inputRef}
        id={inputId}
        className="lb-search__input"
        type="search"
        value={query}
        placeholder={t('lobby.search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-describedby={hintId}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      {busy ? <span className="lb-game-grid__spinner lb-search__spinner" aria-hidden="true" /> : null}
    </div>
  );
}

/** The game search dialog: a search field, a minimum-length hint, results with a spoken count, or the default lists. */
export function SearchModal(props: SearchModalProps) {
  const { open, onClose, query, onQueryChange, busy = false, minLength } = props;
  const { t } = useUi();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const paneRef = useRef<HTMLDivElement>(null);
  const resultCount = props.resultCount ?? null;
  const view = searchView(query, minLength, busy, resultCount, props.filters != null);
  const status = useStatusText(view, resultCount);
  // The dialog opens in Modal's effect, which runs before this one: the field can take focus now.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  return (
    <Modal open={open} onClose={onClose} title={t('lobby.search.title')} size="lg">
      <div className="lb-search">
        <SearchField
          query={query}
          onQueryChange={onQueryChange}
          busy={busy}
          hintId={view === 'hint' ? hintId : undefined}
          inputRef={inputRef}
        />
        {view === 'hint' ? (
          <p id={hintId} className="lb-search__hint">
            {t('lobby.search.minLength', { count: minLength })}
          </p>
        ) : null}
        <p role="status" className="lb-visually-hidden">
          {status}
        </p>
        <div ref={paneRef} className="lb-search__pane" aria-busy={busy || undefined}>
          <GridScrollerContext value={paneRef}>
            <SearchContent view={view} props={props} />
          </GridScrollerContext>
        </div>
      </div>
    </Modal>
  );
}
