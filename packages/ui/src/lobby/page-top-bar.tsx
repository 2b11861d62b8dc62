import { useId } from 'react';
import type { ReactNode } from 'react';
import { useUi } from '../ui-context.tsx';
import { FilterToggle } from './filter-toggle.tsx';
import { SortMenu } from './sort-menu.tsx';
import type { SortMenuProps } from './sort-menu.tsx';

/** The filter toggle of a {@link PageTopBar} and the panel it opens. */
export interface PageTopBarFilter {
  open: boolean;
  /** Selected options across all filters, shown on the button. */
  activeCount: number;
  onToggle: () => void;
  /** Typically a {@link FilterPanel}; rendered only while open. */
  panel: ReactNode;
}

/** Props of {@link PageTopBar}. */
export interface PageTopBarProps {
  title: string;
  /** Without it, no sort menu. */
  sort?: SortMenuProps;
  /** Without it (too few games to filter), no filter button. */
  filter?: PageTopBarFilter;
}

/** A game list's top bar: the page title (h1), the sort menu and the filter toggle with its panel. */
export function PageTopBar({ title, sort, filter }: PageTopBarProps) {
  const { t } = useUi();
  const panelId = useId();
  return (
    <div className="lb-topbar">
      <div className="lb-topbar__row">
        <h1 className="lb-topbar__title" dir="auto">
          {title}
        </h1>
        {sort || filter ? (
          <div className="lb-topbar__tools">
            {sort ? <SortMenu {...sort} /> : null}
            {filter ? (
              <FilterToggle open={filter.open} activeCount={filter.activeCount} onToggle={filter.onToggle} controls={panelId} />
            ) : null}
          </div>
        ) : null}
      </div>
      {filter ? (
        <section id={panelId} className="lb-topbar__panel" aria-label={t('lobby.filter.panel')} hidden={!filter.open}>
          {filter.open ? filter.panel : null}
        </section>
      ) : null}
    </div>
  );
}
