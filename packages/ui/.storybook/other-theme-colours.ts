import axe from 'axe-core';

/** axe's rules that read colours: the only ones a theme changes (the themes set colours alone: src/styles/themes.test.ts). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Storybook's own elements, which the a11y addon leaves out too. */
const STORYBOOK_PARTS = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/**
 * The other theme's colours, by axe, after a story has rendered and played: the root's theme
 * switched (transitions off, so that every colour is the new theme's at once) and switched back.
 * A finding fails the story. The a11y addon checks every rule in the story's own theme.
 */
export async function checkOtherThemeColours(): Promise<void> {
  const root = document.documentElement;
  const own = root.dataset.theme === 'dark' ? 'dark' : 'light';
  const other = own === 'dark' ? 'light' : 'dark';
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  root.dataset.theme = other;
  try {
    const { violations } = await axe.run(
      { include: [document.body], exclude: STORYBOOK_PARTS },
      { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'] },
    );
    if (violations.length > 0) {
      const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      throw new Error(`In the ${other} theme: ${found.join('; ')}`);
    }
  } finally {
    root.dataset.theme = own;
    // The restored colours are computed (a forced layout) while transitions are still off.
    void root.offsetWidth;
    still.remove();
  }
}
