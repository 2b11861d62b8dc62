import { describe, expect, it } from 'vitest';
import main from '../../.storybook/main.ts';
import { readFileSync } from 'node:fs';

// The config's fields may be functions or presets in general; this one writes them as plain values.
const tags = main.tags as Readonly<Record<string, object>>;
const stories = main.stories as readonly string[];

describe('the Storybook for designers', () => {
  it('keeps test-only stories out of the sidebar and docs, while they still run as tests', () => {
    expect(tags['test-only']).toEqual({ excludeFromSidebar: true, excludeFromDocsStories: true });
    // The story tests take every story with the default `test` tag; test-only does not remove it.
    expect(tags['test-only']).not.toHaveProperty('defaultFilterSelection');
  });

  it('opens on the Welcome page, then the family pages, and gives every widget a docs page', () => {
    expect(stories[0]).toBe('../src/docs/*.mdx');
    const preview = readFileSync(new URL('../../.storybook/preview.tsx', import.meta.url), 'utf8');
    expect(preview).toMatch(/order: \[\s*'Welcome',\s*'Families',/);
    expect(preview).toMatch(/^ {2}tags: \['autodocs'\],$/m);
    expect(main.addons).toContain('@storybook/addon-docs');
  });
});
