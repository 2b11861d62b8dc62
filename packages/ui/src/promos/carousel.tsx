import { Children, isValidElement, type ReactNode, useId, useState } from 'react';
import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import type { PromosText } from './promos-text.ts';
import { ViewAllLink } from '../link/view-all-link.tsx';

/** Props of {@link Carousel}. */
export interface CarouselProps {
  title: string;
  /** Slides shown at once (the app picks it from the viewport width). */
  slidesPerView: number;
  text: PromosText;
  /** The section's full page (the home's carousels); without it there is no View all link. */
  viewAllHref?: string | null;
  children: ReactNode;
}

/** A paged carousel: `slidesPerView` slides at a time, Previous and Next move a page. */
export function Carousel({ title, slidesPerView, text, viewAllHref, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const perView = Math.max(1, Math.floor(slidesPerView));
  const pages = Math.max(1, Math.ceil(slides.length / perView));
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages - 1);
  const titleId = useId();
  const shown = slides.slice(current * perView, current * perView + perView);
  return (
    <section
      className="lb-carousel"
      aria-roledescription={text['promos.carousel.role']}
      aria-labelledby={titleId}
      data-slides-per-view={perView}
    >
      <div className="lb-carousel__head">
        <h2 id={titleId} className="lb-carousel__title">
          {title}
        </h2>
        {viewAllHref ? <ViewAllLink href={viewAllHref} title={title} /> : null}
        {pages > 1 ? (
          <div className="lb-carousel__nav">
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              icon={<Icon name="chevron-left" />}
              aria-label={text['tournaments.previous']}
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            />
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              icon={<Icon name="chevron-right" />}
              aria-label={text['tournaments.next']}
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            />
          </div>
        ) : null}
      </div>
      <ul className="lb-carousel__track" style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }} aria-live="polite">
        {shown.map((slide) => (
          <li
            key={isValidElement(slide) ? slide.key : null}
            className="lb-carousel__slide"
            aria-roledescription={text['promos.carousel.slideRole']}
            data-slide=""
          >
            {slide}
          </li>
        ))}
      </ul>
    </section>
  );
}
