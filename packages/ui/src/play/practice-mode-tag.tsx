import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link PracticeModeTag}. */
export interface PracticeModeTagProps {
  className?: string;
}

/** The "Practice Mode" pill shown while a game runs on fun money. */
export function PracticeModeTag({ className }: PracticeModeTagProps) {
  const { t } = useUi();
  return (
    <span className={className ? `lb-practice-tag ${className}` : 'lb-practice-tag'}>
      <Icon name="dice" size={14} />
      {t('play.practiceMode')}
    </span>
  );
}
