import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { baseExercises, withVideo } from './base-exercises';
import { between, figureSvg, poses } from './figures';
import { demoMediaFolder } from '../../paths';

/*
 * Makes the demo's short videos: the exercise's figure moving from its start pose to its end pose and back,
 * drawn frame by frame and encoded by ffmpeg to MP4 (H.264) and WebM (VP9). The files are committed, so a
 * machine without ffmpeg seeds them as they are. Run: npx tsx packages/server/src/db/library/make-demo-videos.ts
 */
const width = 480;
const fps = 12;
const seconds = 3;

/** Slow at both ends, as a controlled repetition is. */
const ease = (t: number) => (1 - Math.cos(Math.PI * t)) / 2;

async function frames(key: string): Promise<Buffer[]> {
  const exercise = baseExercises.find((each) => each.key === key);
  if (!exercise?.from) throw new Error(`${key} has no start pose`);
  const [from, to] = [poses[exercise.from], poses[exercise.pose]];
  const count = fps * seconds;
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const t = ease(i < count / 2 ? (2 * i) / count : 2 - (2 * i) / count);
      return sharp(Buffer.from(figureSvg(between(from, to, t), { width }))).png().toBuffer();
    }),
  );
}

function encode(pngs: readonly Buffer[], out: string, codec: string[]) {
  return new Promise<void>((resolve, reject) => {
    const ffmpeg = spawn('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'image2pipe', '-framerate', String(fps), '-i', '-', ...codec, '-an', out], { stdio: ['pipe', 'inherit', 'inherit'] });
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ended with ${code}`))));
    for (const png of pngs) ffmpeg.stdin.write(png);
    ffmpeg.stdin.end();
  });
}

mkdirSync(demoMediaFolder, { recursive: true });
for (const key of withVideo) {
  const pngs = await frames(key);
  await encode(pngs, `${demoMediaFolder}/${key}.mp4`, ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-crf', '32', '-preset', 'veryslow', '-movflags', '+faststart']);
  await encode(pngs, `${demoMediaFolder}/${key}.webm`, ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '45', '-row-mt', '1']);
  console.log(`${key}: mp4 and webm`);
}
