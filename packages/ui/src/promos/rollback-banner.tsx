import { Button } from '../button/button.tsx';
import type { PromosText } from './promos-text.ts';

/** Props of {@link RollbackBanner}. */
export interface RollbackBannerProps {
  onGoBack: () => void;
  busy?: boolean;
  text: PromosText;
}

/** The new-design tryout banner with Go Back to the previous design. */
export function RollbackBanner({ onGoBack, busy = false, text }: RollbackBannerProps) {
  return (
    <aside className="lb-rollback" aria-label={text['rollback.goBack']}>
      <p className="lb-rollback__text">{text['rollback.text']}</p>
      <Button size="sm" variant="secondary" busy={busy} onClick={onGoBack}>
        {text['rollback.goBack']}
      </Button>
    </aside>
  );
}
