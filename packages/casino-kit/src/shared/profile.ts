import type { CoreProfile } from '@lobby/casino-core';
import type { Brand } from '@lobby/ui';
import type { SlotOverrides } from '../shared/slots.tsx';

/** Everything one casino app is built from: what a new casino's folder under apps/ declares. */
export interface CasinoProfile extends CoreProfile {
  /** This casino's colours per theme, logo and fonts, set over the package tokens at start-up. */
  readonly brand?: Brand;
  /** Components this casino replaces or hides (null). */
  readonly slots?: SlotOverrides;
}
