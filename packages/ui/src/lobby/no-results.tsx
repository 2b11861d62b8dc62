import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';
import { SLOT_MARKER, TextWithSlot } from './text-with-slot.tsx';

/** Props of {@link NoResults}: a search that found nothing, or filters that leave nothing. */
export type NoResultsProps = { variant: 'search'; query: string } | { variant: 'filters'; onResetAll: () => void };

/** The empty result of a search (suggests another keyword) or of filters (offers Reset all filters). */
export function NoResults(props: NoResultsProps) {
  const { t } = useUi();
  const search = props.variant === 'search';
  return (
    <div className={`lb-empty lb-empty--${props.variant}`}>
      <span className="lb-empty__art" aria-hidden="true">
        <Icon name="search" size={30} />
      </span>
      <p className="lb-empty__title">
        {search ? (
          <TextWithSlot
            text={t('lobby.noResults.search', { query: SLOT_MARKER })}
            node={<bdi className="lb-empty__query">{props.query.trim()}</bdi>}
          />
        ) : (
          t('lobby.noResults.filters')
        )}
      </p>
      <p className="lb-empty__text">{t(search ? 'lobby.noResults.searchHint' : 'lobby.noResults.filtersHint')}</p>
      {props.variant === 'filters' ? (
        <Button variant="secondary" icon={<Icon name="refresh" />} onClick={props.onResetAll}>
          {t('lobby.filter.resetAll')}
        </Button>
      ) : null}
    </div>
  );
}
