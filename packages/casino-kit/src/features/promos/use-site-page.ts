import { useCallback } from 'react';
import { useAppSelector } from '../../shared/hooks.ts';
import { useProfile } from '../../shared/profile-context.tsx';
import { selectConfig } from '@lobby/casino-core';

const pathOf = (link: string) => link.split(/[?#]/, 1)[0] ?? link;

/**
 * Whether a same-origin link from the server is one of the casino's own pages (cashier, signup,
 * login...), which the browser loads in full, rather than a page of the app.
 */
export function useIsSitePage(): (link: string) => boolean {
  const config = useAppSelector(selectConfig);
  const profile = useProfile();
  return useCallback(
    (link: string) => {
      const pages = [...Object.values(config?.pages ?? {}), ...Object.values(profile.site)].map(pathOf).filter((p) => p.startsWith('/'));
      const path = pathOf(link);
      return pages.some((page) => path === page || path.startsWith(`${page}/`));
    },
    [config, profile],
  );
}
