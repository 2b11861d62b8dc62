import type { HomeLayout } from '@lobby/domain';
import { Children, useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { Icon } from '../icon/icon.tsx';
import { SectionHead } from './section-head.tsx';
import { useUi } from '../ui-context.tsx';
import { GameCardPlaceholder } from './game-card-placeholder.tsx';
import { useRailScroll } from './use-rail-scroll.ts';

/** Props of {@link GameRail}. */
export interface GameRailProps {
  title: string;
  /** The section's full list; without it there is no View all link. */
  viewAllHref?: string | null;
  /** `featured` shows the first card big beside two rows of the rest. */
  layout?: HomeLayout;
  /** The cards, one per child. */
  children?: ReactNode;
  /** The games are on their way: this many placeholder cards of the final size, and the rail is busy. */
  placeholders?: number;
  /**
   * The placeholders keep still instead of pulsing: the rail is off screen, waiting to be filled
   * when it comes near. A pulse nobody sees still has the compositor draw a frame at every refresh,
   * which on a phone competes with the page's own work.
   */
  still?: boolean;
  /** The rail's section element (the home watches where it is to fill it when it comes near). */
  ref?: Ref<HTMLElement>;
}

function ArrowButton({
  direction,
  title,
  disabled,
  onPress,
}: {
  direction: 1 | -1;
  title: string;
  disabled: boolean;
  onPress: () => void;
}) {
  const { t } = useUi();
  return (
    <button
      type="button"
      className="lb-rail__arrow"
      aria-label={t(direction === 1 ? 'lobby.rail.next' : 'lobby.rail.previous', { title })}
      // aria-disabled keeps focus on the button when it reaches an end.
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onPress}
    >
      <Icon name={direction === 1 ? 'chevron-right' : 'chevron-left'} size={20} />
    </button>
  );
}

/** A home section: heading, View all link, and a horizontally scrolling row of cards with previous/next buttons. */
export function GameRail({
  title,
  viewAllHref,
  layout = 'default',
  children,
  placeholders = 0,
  still = false,
  ref: sectionRef,
}: GameRailProps) {
  const headingId = useId();
  const { ref, edges, scrollPage } = useRailScroll<HTMLUListElement>();
  const cards = Children.toArray(children);
  const pending = cards.length === 0 && placeholders > 0;
  const items = pending
    ? Array.from({ length: placeholders }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <GameCardPlaceholder key={index} />
      ))
    : cards;
  return (
    <section
      ref={sectionRef}
      className={`lb-rail lb-rail--${layout}${pending && still ? ' lb-rail--still' : ''}`}
      aria-labelledby={headingId}
      aria-busy={pending || undefined}
    >
      <SectionHead id={headingId} title={title} viewAllHref={viewAllHref}>
        <div className="lb-rail__arrows">
          <ArrowButton direction={-1} title={title} disabled={edges.atStart} onPress={() => scrollPage(-1)} />
          <ArrowButton direction={1} title={title} disabled={edges.atEnd} onPress={() => scrollPage(1)} />
        </div>
      </SectionHead>
      <ul ref={ref} className="lb-rail__track" aria-labelledby={headingId}>
        {items.map((child, index) => (
          <li key={(child as { key?: string }).key ?? index} className="lb-rail__item">
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}
