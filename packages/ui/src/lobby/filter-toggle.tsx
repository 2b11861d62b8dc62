import { useUi } from '../ui-context.tsx';
import { LobbyGlyph } from './lobby-glyph.tsx';

/** Props of {@link FilterToggle}. */
export interface FilterToggleProps {
  open: boolean;
  /** Selected options across all filters, shown on the button. */
  activeCount: number;
  onToggle: () => void;
  /** The id of the panel it opens. */
  controls: string;
}

/** The Filter button of a list's top bar and of search: it opens the filters and shows how many are active. */
export function FilterToggle({ open, activeCount, onToggle, controls }: FilterToggleProps) {
  const { t } = useUi();
  const count = Number.isFinite(activeCount) ? Math.max(0, Math.floor(activeCount)) : 0;
  return (
    <button
      type="button"
      className={`lb-topbar__filter${open ? ' lb-topbar__filter--open' : ''}`}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <LobbyGlyph name="filter" size={18} />
      {t('lobby.filter.button')}
      {count > 0 ? (
        <span className="lb-topbar__count">
          <span aria-hidden="true">{count}</span>
          <span className="lb-visually-hidden">{` ${t('lobby.filter.activeCount', { count })}`}</span>
        </span>
      ) : null}
    </button>
  );
}
