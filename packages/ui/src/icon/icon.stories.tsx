import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { ICON_NAMES, iconSymbolId } from './icon-names.ts';
import { Icon } from './icon.tsx';

const meta = preview.meta({
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'slots', size: 32 },
  parameters: { layout: 'centered' },
});

export const Decorative = meta.story({
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    // The glyph comes from the page's sprite: drawn, it spans most of the 24 x 24 grid.
    const box = canvasElement.querySelector('use')?.getBBox();
    await expect(box?.width).toBeGreaterThan(12);
    await expect(box?.height).toBeGreaterThan(12);
  },
});

export const Labelled = meta.story({
  args: { name: 'vip', label: 'VIP club' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'VIP club' })).toBeInTheDocument();
  },
});

export const UnknownNameFallsBack = meta.story({
  args: { name: 'no-such-icon', label: 'Unknown icon' },
  play: async ({ canvasElement }) => {
    const glyph = canvasElement.querySelector('use');
    await expect(glyph).toHaveAttribute('href', `#${iconSymbolId('sparkle')}`);
  },
});

export const Gallery = meta.story({
  render: () => (
    <ul className="story-icon-gallery">
      {ICON_NAMES.map((name) => (
        <li key={name}>
          <Icon name={name} size={28} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  decorators: [
    (Story) => (
      <>
        <style>{`
          .story-icon-gallery { display: grid; grid-template-columns: repeat(auto-fill, minmax(104px, 1fr));
            gap: 8px; width: min(92vw, 880px); margin: 24px; padding: 0; list-style: none; }
          .story-icon-gallery li { display: grid; justify-items: center; gap: 6px; padding: 12px 4px;
            border: 1px solid var(--lb-color-border); border-radius: 12px; background: var(--lb-color-surface);
            font-size: 12px; color: var(--lb-color-text-muted); }
          .story-icon-gallery svg { color: var(--lb-color-text); }
        `}</style>
        <Story />
      </>
    ),
  ],
});
