import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Icon } from '../icon/icon.tsx';
import { Button } from './button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Play now', onClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play now' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Log in' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Maybe later' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcon: Story = { args: { icon: <Icon name="gift" />, children: 'Claim bonus' } };

export const IconOnly: Story = {
  args: { variant: 'ghost', iconOnly: true, 'aria-label': 'Search games', icon: <Icon name="search" />, children: undefined },
};

export const Busy: Story = {
  args: { busy: true, children: 'Depositing…' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Depositing…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, variant: 'secondary', children: 'Unavailable' } };
