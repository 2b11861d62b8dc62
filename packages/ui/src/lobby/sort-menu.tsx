import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';
import { LobbyGlyph } from './lobby-glyph.tsx';

/** One sort option: an id the app understands and its label. */
export interface SortMenuOption {
  id: string;
  label: string;
}

/** Props of {@link SortMenu}. */
export interface SortMenuProps {
  options: readonly SortMenuOption[];
  selectedId: string;
  onSelect: (id: string) => void;
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Open state, the focused item, and closing on a press outside. */
function useMenuState(wrapRef: RefObject<HTMLDivElement | null>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, wrapRef]);
  return { open, setOpen, active, setActive };
}

/** State and key handling of the sort menu, after the WAI-ARIA menu button pattern. */
function useSortMenu({ options, selectedId, onSelect }: SortMenuProps) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLDivElement | null)[]>([]);
  const { open, setOpen, active, setActive } = useMenuState(wrapRef);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.id === selectedId),
  );

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  const show = () => {
    setActive(selectedIndex);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (id: string) => {
    close(true);
    onSelect(id);
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show();
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const step = STEP[event.key];
    if (step) setActive(step(active, Math.max(1, options.length)));
    else if (event.key === 'Enter' || event.key === ' ') choose(options[active]?.id ?? selectedId);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return setOpen(false);
    else return;
    // Escape stops here too, so a dialog around the menu stays open.
    event.preventDefault();
    event.stopPropagation();
  };
  return { wrapRef, buttonRef, itemRefs, open, selectedIndex, show, close, choose, onButtonKeyDown, onMenuKeyDown };
}

/** A menu button listing sort options as radio items: arrows move, Enter or Space choose, Escape closes. */
export function SortMenu(props: SortMenuProps) {
  const { options, selectedId } = props;
  const { t } = useUi();
  const menuId = useId();
  const menu = useSortMenu(props);
  const { open, itemRefs } = menu;
  return (
    <div className="lb-sort" ref={menu.wrapRef}>
      <button
        ref={menu.buttonRef}
        type="button"
        className="lb-sort__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? menu.close(false) : menu.show())}
        onKeyDown={menu.onButtonKeyDown}
      >
        <LobbyGlyph name="sort" size={18} />
        <span className="lb-sort__label">{t('lobby.sort.label')}</span>
        <span className="lb-sort__value">{options[menu.selectedIndex]?.label}</span>
        <Icon name="chevron" size={16} className="lb-sort__chevron" />
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label={t('lobby.sort.menu')} className="lb-sort__menu">
          {options.map((option, index) => (
            <div
              key={option.id}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              role="menuitemradio"
              aria-checked={option.id === selectedId}
              tabIndex={-1}
              className="lb-sort__item"
              onClick={() => menu.choose(option.id)}
              onKeyDown={menu.onMenuKeyDown}
            >
              <Icon name="check" size={16} className="lb-sort__check" />
              {option.label}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
