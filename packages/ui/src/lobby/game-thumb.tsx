import { useState } from 'react';
import { initialsOf, paletteIndex } from './initials.ts';

/** Number of placeholder gradients in game-thumb.css (`lb-thumb--tone-N`). */
const PLACEHOLDER_PALETTES = 6;

/** Props of {@link GameThumb}. */
export interface GameThumbProps {
  src: string | null | undefined;
  /** Tried when `src` fails to load; when it fails too, the initials of `name` show instead. */
  fallbackSrc?: string | null;
  /** The game (or provider) name the placeholder takes its initials and colour from. */
  name: string;
  /** `cover` fills the box (game art), `contain` keeps a logo whole. */
  fit?: 'cover' | 'contain';
  /**
   * Above-the-fold images load with high priority. Every image waits until the browser has laid it
   * out near the viewport (`loading="lazy"`): the first screen's start right after the frame that
   * lays them out, so the hero's picture, asked for earlier, is not held up behind a dozen of them.
   */
  eager?: boolean;
  /** The picture's own size, so the browser knows its shape before it loads (the box still sets the size shown). */
  size?: { readonly width: number; readonly height: number };
  className?: string;
}

/**
 * A picture that fills its box (the box sets the aspect ratio, so nothing shifts while it loads),
 * falling back to a second source and then to a styled placeholder with initials.
 */
export function GameThumb({ src, fallbackSrc, name, fit = 'cover', eager = false, size, className }: GameThumbProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const current = [src, fallbackSrc].find((candidate): candidate is string => !!candidate && !failed.includes(candidate));
  const classes = `lb-thumb lb-thumb--${fit}${className ? ` ${className}` : ''}`;
  if (!current) {
    const tone = `lb-thumb--tone-${paletteIndex(name, PLACEHOLDER_PALETTES)}`;
    return (
      <span className={`${classes} lb-thumb--placeholder ${tone}`} aria-hidden="true" data-testid="thumb-placeholder">
        <span className="lb-thumb__initials">{initialsOf(name)}</span>
      </span>
    );
  }
  return (
    <img
      className={classes}
      src={current}
      alt=""
      width={size?.width}
      height={size?.height}
      loading="lazy"
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      onError={() => setFailed((list) => (list.includes(current) ? list : [...list, current]))}
    />
  );
}
