import '@lobby/ui/rewards.css';
import { countdownToNextSpin } from '@lobby/domain';
import { DfsTeaser } from '@lobby/ui';
import { useNow } from '../../shared/use-now.ts';
import { useTexts } from '../../shared/i18n/use-texts.ts';
import { EN_REWARDS } from './texts.ts';
import { useShortCountdownLabels } from '../../shared/use-narrow.ts';

/** The daily free spins page. */
export const DFS_PATH = '/dashboard/loyalty/dailyfreespins';

/** The teaser with its texts and a live countdown once today's spins are claimed. */
export default function DfsTeaserView({ available, onDismiss }: { available: boolean; onDismiss?: () => void }) {
  useTexts(EN_REWARDS);
  const now = useNow(1000);
  const short = useShortCountdownLabels();
  return (
    <DfsTeaser
      status={available ? 'available' : 'claimed'}
      href={DFS_PATH}
      countdown={available ? undefined : { ...countdownToNextSpin(now), short }}
      onDismiss={onDismiss}
    />
  );
}
