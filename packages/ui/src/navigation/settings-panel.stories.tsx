import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SettingsPanel } from './settings-panel.tsx';
import { framed } from '../stories/framed.tsx';

const meta = {
  title: 'Navigation/SettingsPanel',
  component: SettingsPanel,
  args: { language: 'en', theme: 'light', onLanguageChange: fn(), onThemeChange: fn() },
  decorators: [framed({ width: 'min(320px, 100vw)', padding: 16 })],
} satisfies Meta<typeof SettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LightEnglish: Story = {
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
};

export const DarkFrench: Story = {
  args: { language: 'fr', theme: 'dark' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Français' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('switch', { name: 'Dark theme' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
  },
};

export const KeyboardChoosesLanguage: Story = {
  tags: ['test-only'],
  args: { language: 'es' },
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('radio', { name: 'Español' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('fr');
  },
};

export const TwoLanguages: Story = { args: { languages: ['en', 'fr'] } };
