import { useUi } from '../ui-context.tsx';
import { wrapIndex } from './roving-index.ts';

/** One picture of the random play carousel. */
export interface CarouselImage {
  src: string;
  alt: string;
}

/** Props of {@link RandomPlayCarousel}. */
export interface RandomPlayCarouselProps {
  /** The pictures, five in the product. */
  images: readonly CarouselImage[];
  /** The picture showing; the app advances it every 2 s and decides when to pause. */
  activeIndex: number;
  /** The carousel's accessible name; "Random play" by default. */
  label?: string;
  /** Makes the dots buttons that ask for a picture; without it they only show the position. */
  onSelect?: (index: number) => void;
}

/** Keys from the picture itself; a repeated picture gets a counter so keys stay unique. */
function keyed(images: readonly CarouselImage[]) {
  const seen = new Map<string, number>();
  return images.map((image) => {
    const count = seen.get(image.src) ?? 0;
    seen.set(image.src, count + 1);
    return { image, key: `${image.src}#${count}` };
  });
}

/** Random play's rotating pictures with position dots; the crossfade is skipped under reduced motion. */
export function RandomPlayCarousel({ images, activeIndex, label, onSelect }: RandomPlayCarouselProps) {
  const { t } = useUi();
  const count = images.length;
  const active = wrapIndex(activeIndex, count);
  const position = (index: number) => ({ index: index + 1, count });
  const slides = keyed(images);
  return (
    <section className="lb-random" aria-roledescription={t('play.random.carousel')} aria-label={label ?? t('play.random.label')}>
      <div className="lb-random__viewport">
        {slides.map(({ image, key }, index) => (
          <figure
            key={key}
            className="lb-random__slide"
            aria-roledescription={t('play.random.slideRole')}
            aria-label={t('play.random.slide', position(index))}
            data-active={index === active}
            aria-hidden={index !== active}
            inert={index !== active}
          >
            <img className="lb-random__image" src={image.src} alt={image.alt} decoding="async" />
          </figure>
        ))}
      </div>
      <ol className="lb-random__dots">
        {slides.map(({ key }, index) => {
          const current = index === active ? 'true' : undefined;
          return (
            <li key={key}>
              {onSelect ? (
                <button
                  type="button"
                  className="lb-random__dot"
                  aria-label={t('play.random.show', position(index))}
                  aria-current={current}
                  onClick={() => onSelect(index)}
                />
              ) : (
                <span className="lb-random__dot" aria-current={current}>
                  <span className="lb-visually-hidden">{t('play.random.slide', position(index))}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
