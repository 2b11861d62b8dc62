import { createContext, use } from 'react';
import type { CasinoProfile } from './profile.ts';

/** The running casino's profile. */
export const ProfileContext = createContext<CasinoProfile | null>(null);

/** The running casino's profile; only inside the app. */
export function useProfile(): CasinoProfile {
  const profile = use(ProfileContext);
  if (!profile) throw new Error('useProfile() needs the casino app around it');
  return profile;
}
