import { join } from 'node:path';

/** The video promo's clip: its promo id, where it is served, and the file it is served from. */
export const PROMO_VIDEO = {
  id: 'video-spin-fest',
  path: '/assets/promos/video-spin-fest.mp4',
  file: join(import.meta.dirname, '..', '..', 'media', 'video-spin-fest.mp4'),
} as const;
