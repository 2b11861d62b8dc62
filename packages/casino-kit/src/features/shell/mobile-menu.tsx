import '@lobby/ui/menu.css';
import { MobileSidebar } from '@lobby/ui';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks.ts';
import { useProfile } from '../../shared/profile-context.tsx';
import { logoutUrl, playerPanelLinks } from '@lobby/casino-core';
import { useTexts } from '../../shared/i18n/use-texts.ts';
import { EN_MENU } from './texts.ts';
import { logoutRequested } from '@lobby/casino-core';
import { languageChosen, themeChosen } from '@lobby/casino-core';
import {
  selectBalance,
  selectConfig,
  selectLanguage,
  selectNavigation,
  selectNavPages,
  selectPlayer,
  selectTheme,
} from '@lobby/casino-core';

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The small-screen menu wired to the store: navigation, the player box, language and theme. In its
 * own chunk, loaded when the menu is first opened.
 */
export default function MobileMenu({ open, onClose }: MobileMenuProps) {
  useTexts(EN_MENU);
  const dispatch = useAppDispatch();
  const profile = useProfile();
  const location = useLocation();
  const config = useAppSelector(selectConfig);
  const player = useAppSelector(selectPlayer);
  const balance = useAppSelector(selectBalance);
  const navigation = useAppSelector(selectNavigation);
  const theme = useAppSelector(selectTheme);
  const language = useAppSelector(selectLanguage);
  const pages = config?.pages ?? {};
  const navPages = useAppSelector(selectNavPages);
  return (
    <MobileSidebar
      open={open}
      onClose={onClose}
      items={navigation}
      pages={navPages}
      currentPath={location.pathname}
      player={player ? { ...player, balances: { ...player.balances, ...balance } } : undefined}
      playerLinks={{ ...playerPanelLinks(pages), logoutHref: logoutUrl(profile), onLogout: () => dispatch(logoutRequested()) }}
      language={language}
      onLanguageChange={(next) => dispatch(languageChosen(next))}
      theme={theme}
      onThemeChange={(next) => dispatch(themeChosen(next))}
    />
  );
}
