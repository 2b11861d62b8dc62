// Child servers of ./lobby start and ./lobby storybook: started with their log lines prefixed by
// name, resolved once they print that they are ready, and stopped together.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const children = [];

/** Starts `command` in `cwd` (from the repository root); resolves when its output matches `ready`. */
export function start(name, command, args, cwd, ready, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: join(root, cwd), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let buffered = '';
    const onData = (chunk) => {
      const text = chunk.toString();
      buffered += text;
      for (const line of text.split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
      if (ready.test(buffered)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
}

/** Stops every server started here. */
export function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(0);
  });
}
