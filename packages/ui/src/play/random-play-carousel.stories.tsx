import preview from '../../.storybook/preview.tsx';
import { expect, fn, waitFor } from 'storybook/test';
import { CAROUSEL_IMAGES } from '../stories/play-fixtures.ts';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { padded, playStage } from './play-story-frame.tsx';
import { RandomPlayCarousel } from './random-play-carousel.tsx';
import type { RandomPlayCarouselProps } from './random-play-carousel.tsx';

const meta = preview.meta({
  title: 'Play/RandomPlayCarousel',
  component: RandomPlayCarousel,
  decorators: [padded, playStage],
  args: { images: CAROUSEL_IMAGES, activeIndex: 0 },
});

/** The active picture is the only one shown, and its dot is the current one. */
export const AtFirst = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    const index = args.activeIndex;
    const shown = canvas.getByRole('img', { name: CAROUSEL_IMAGES[index]?.alt });
    await waitFor(() => expect(shown).toBeVisible());
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    const current = canvasElement.querySelectorAll('.lb-random__dot[aria-current="true"]');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent(`${index + 1} of 5`);
  },
});
export const AtSecond = AtFirst.extend({ args: { activeIndex: 1 } });
export const AtThird = AtFirst.extend({ args: { activeIndex: 2 } });
export const AtFourth = AtFirst.extend({ args: { activeIndex: 3 } });
export const AtFifth = AtFirst.extend({ args: { activeIndex: 4 } });

export const WithDotButtons = meta.story({
  args: { activeIndex: 2, onSelect: fn() } satisfies Partial<RandomPlayCarouselProps>,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Random play' })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('button', { name: 'Show picture 3 of 5' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Show picture 5 of 5' }));
    await expect(args.onSelect).toHaveBeenCalledWith(4);
  },
});

export const IndexOutOfRange = meta.story({
  tags: ['test-only'],
  args: { activeIndex: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(CAROUSEL_IMAGES[2]?.alt ?? '');
  },
});

export const OnSmallScreen = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});
