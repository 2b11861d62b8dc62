import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { SettingsPanel } from './settings-panel.tsx';
import type { SettingsPanelProps } from './settings-panel.tsx';
import { framed } from '../stories/framed.tsx';

const meta = preview.meta({
  title: 'Navigation/SettingsPanel',
  component: SettingsPanel,
  args: { language: 'en', theme: 'light', onLanguageChange: fn(), onThemeChange: fn() } satisfies Partial<SettingsPanelProps>,
  decorators: [framed({ width: 'min(320px, 100vw)', padding: 16 })],
});

export const LightEnglish = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Language' });
    await expect(group).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Deutsch' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('de');
    const theme = canvas.getByRole('switch', { name: 'Dark theme' });
    await expect(theme).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(theme);
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
});

export const DarkFrench = meta.story({
  args: { language: 'fr', theme: 'dark' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Français' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('switch', { name: 'Dark theme' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
  },
});

export const KeyboardChoosesLanguage = meta.story({
  tags: ['test-only'],
  args: { language: 'es' },
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('radio', { name: 'Español' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('fr');
  },
});

export const TwoLanguages = meta.story({ args: { languages: ['en', 'fr'] } });
