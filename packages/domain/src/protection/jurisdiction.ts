import { JURISDICTIONS, type Jurisdiction } from '../entities/protection.ts';

/** The jurisdiction `value` names (case-insensitive), or null when it names none. */
export function toJurisdiction(value: unknown): Jurisdiction | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return JURISDICTIONS.find((j) => j === wanted) ?? null;
}

/**
 * The market a casino runs under: the controller's word first, else the casino's own setting,
 * else `none` (no protection elements, today's behaviour).
 */
export function resolveJurisdiction(fromController: Jurisdiction | null | undefined, fromCasino: Jurisdiction | undefined): Jurisdiction {
  return fromController ?? fromCasino ?? 'none';
}
