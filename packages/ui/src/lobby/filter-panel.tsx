import type { FilterKey, FilterOption } from '@lobby/domain';
import { memo } from 'react';
import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';

/** One filter of the panel: its options (with game counts) and the selected values ([] = All). */
export interface FilterPanelGroup {
  key: FilterKey;
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  /** The options are laid out in several columns (domain `filterOptions` decides, by `multiColumnMinOptions`). */
  multiColumn: boolean;
}

/** What a filter panel reports; the app owns the filter state. */
export interface FilterPanelCallbacks {
  onToggle: (key: FilterKey, value: string) => void;
  onAll: (key: FilterKey) => void;
  onReset: (key: FilterKey) => void;
  onResetAll: () => void;
}

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps extends FilterPanelCallbacks {
  /** The filters worth offering; the app leaves out those with too few options. */
  groups: readonly FilterPanelGroup[];
}

type GroupProps = { group: FilterPanelGroup } & Pick<FilterPanelCallbacks, 'onToggle' | 'onAll' | 'onReset'>;

const FilterGroupView = memo(function FilterGroupView({ group, onToggle, onAll, onReset }: GroupProps) {
  const { t } = useUi();
  const none = group.selected.length === 0;
  return (
    <fieldset className={`lb-filter-group${group.multiColumn ? ' lb-filter-group--columns' : ''}`}>
      <legend className="lb-filter-group__title">{group.label}</legend>
      <button
        type="button"
        className="lb-filter-group__reset"
        aria-label={t('lobby.filter.resetGroup', { group: group.label })}
        aria-disabled={none || undefined}
        onClick={none ? undefined : () => onReset(group.key)}
      >
        {t('lobby.filter.reset')}
      </button>
      <ul className="lb-filter-group__options">
        <li>
          <label className="lb-filter-option lb-filter-option--all">
            <input type="checkbox" checked={none} onChange={() => onAll(group.key)} />
            <span className="lb-filter-option__label">{t('lobby.filter.all')}</span>
          </label>
        </li>
        {group.options.map((option) => (
          <li key={option.value}>
            <label className="lb-filter-option">
              <input type="checkbox" checked={group.selected.includes(option.value)} onChange={() => onToggle(group.key, option.value)} />
              <span className="lb-filter-option__label" dir="auto">
                {option.label}
              </span>{' '}
              <span className="lb-filter-option__count">{option.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
});

/** Filter groups (each with All, Reset and a checkbox per option; long lists in columns) and Reset all. */
export function FilterPanel({ groups, onToggle, onAll, onReset, onResetAll }: FilterPanelProps) {
  const { t } = useUi();
  const anySelected = groups.some((group) => group.selected.length > 0);
  return (
    <div className="lb-filter-panel">
      {groups.map((group) => (
        <FilterGroupView key={group.key} group={group} onToggle={onToggle} onAll={onAll} onReset={onReset} />
      ))}
      <div className="lb-filter-panel__foot">
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="refresh" />}
          aria-disabled={!anySelected || undefined}
          onClick={anySelected ? onResetAll : undefined}
        >
          {t('lobby.filter.resetAll')}
        </Button>
      </div>
    </div>
  );
}
