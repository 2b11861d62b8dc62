// Writes the video promo's clip, media/video-spin-fest.mp4, from the banner art: run it after
// changing that art (`node src/assets/make-promo-video.ts`). It needs ffmpeg built with librsvg
// (Debian's `ffmpeg` package); the controller only serves the file it wrote.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { moneyFormatter } from '../promos/content.ts';
import { promoVideoFrameSvg } from './banner-art.ts';
import { PROMO_VIDEO } from './promo-video.ts';

const FRAMES = 48;
const FPS = 12;
const dir = mkdtempSync(join(tmpdir(), 'promo-video-'));
try {
  // The clip is the same in every casino: its art names no amount in a currency.
  const money = moneyFormatter('USD');
  for (let t = 0; t < FRAMES; t += 1) {
    writeFileSync(join(dir, `f${String(t).padStart(3, '0')}.svg`), promoVideoFrameSvg(PROMO_VIDEO.id, money, t, FRAMES));
  }
  execFileSync(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(dir, 'f%03d.svg')],
      ...['-vf', 'scale=600:200', '-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '28'],
      ...['-movflags', '+faststart', PROMO_VIDEO.file],
    ],
    { stdio: 'inherit' },
  );
  console.log(`wrote ${PROMO_VIDEO.file}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
