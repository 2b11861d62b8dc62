import '@lobby/ui/play.css';
import { displayName, type Game, RANDOM_PLAY_PATH } from '@lobby/domain';
import { GuestLoginPrompt, PlayScreen } from '@lobby/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../shared/hooks.ts';
import { useDeps } from '../../shared/deps-context.tsx';
import { selectConfig } from '@lobby/casino-core';

/**
 * A demo a guest may not play: the play screen stays, with a login link in the game's place that
 * comes back to `returnTo` (the real-money game) and a sign-up link.
 */
export function GuestPlayPrompt({ game, returnTo }: { game: Game; returnTo: string }) {
  const navigate = useNavigate();
  const { navigation } = useDeps();
  const config = useAppSelector(selectConfig);
  const [busy, setBusy] = useState(false);
  return (
    <PlayScreen
      gameName={displayName(game)}
      practice
      onBack={() => navigate('/')}
      onClose={() => navigate('/')}
      randomHref={RANDOM_PLAY_PATH}
      frame={
        <GuestLoginPrompt
          signupHref={config?.pages.signup}
          loginBusy={busy}
          onLogin={() => {
            setBusy(true);
            navigation.login(returnTo);
          }}
        />
      }
    />
  );
}
