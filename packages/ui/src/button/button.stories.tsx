import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { Icon } from '../icon/icon.tsx';
import { Button } from './button.tsx';

const meta = preview.meta({
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Play now', onClick: fn() },
  parameters: { layout: 'centered' },
});

export const Primary = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play now' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
});

export const Secondary = meta.story({ args: { variant: 'secondary', children: 'Log in' } });

export const Ghost = meta.story({ args: { variant: 'ghost', children: 'Maybe later' } });

export const Sizes = meta.story({
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
});

export const WithIcon = meta.story({ args: { icon: <Icon name="gift" />, children: 'Claim bonus' } });

export const IconOnly = meta.story({
  args: { variant: 'ghost', iconOnly: true, 'aria-label': 'Search games', icon: <Icon name="search" />, children: undefined },
});

export const Busy = meta.story({
  args: { busy: true, children: 'Depositing…' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Depositing…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

export const Disabled = meta.story({ args: { disabled: true, variant: 'secondary', children: 'Unavailable' } });
