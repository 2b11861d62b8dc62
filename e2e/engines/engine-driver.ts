import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * What the engine journeys need of a browser: open a URL, run a function in the page, wait for a
 * function to hold there (checked every 50 ms, within a bound), close. The page's scripts are
 * passed as source text, so both drivers run the same journey.
 */
export interface EngineDriver {
  readonly engine: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  run<T>(fn: string, ...args: unknown[]): Promise<T>;
  waitFor(fn: string, what: string, ...args: unknown[]): Promise<void>;
  close(): Promise<void>;
}

/** A wait's bound: generous, for a loaded machine; a passing step takes no longer for it. */
export const WAIT_MS = 30_000;

/** An in-page wait: resolves true once `check` holds (tested every 50 ms), false at the bound. */
const waitScript = (fn: string) => `(args, bound) => new Promise((resolve) => {
  const check = ${fn};
  const deadline = performance.now() + bound;
  const next = () => {
    let held = false;
    try { held = Boolean(check(...args)); } catch {}
    if (held) return resolve(true);
    if (performance.now() > deadline) return resolve(false);
    // A timer, not a frame: a browser may hold frames back for a window it deems hidden.
    setTimeout(next, 50);
  };
  next();
})`;

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Firefox (Debian's firefox-esr) over WebDriver BiDi, through puppeteer-core. */
export async function firefox(executablePath = process.env.LOBBY_FIREFOX ?? '/usr/bin/firefox-esr'): Promise<EngineDriver> {
  const { launch } = await import('puppeteer-core');
  const browser = await launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    protocol: 'webDriverBiDi',
    args: ['--width=1280', '--height=900'],
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  page.setDefaultTimeout(WAIT_MS);
  const call = (fn: string, args: unknown[]) => `(${fn})(...${JSON.stringify(args)})`;
  return {
    engine: 'firefox',
    goto: async (url) => {
      try {
        await page.goto(url, { waitUntil: 'load' });
      } catch (error) {
        // Firefox reports the harness's navigation as aborted when another one (the previous page's
        // game frame, say) is under way at that moment (puppeteer#12929): it is asked for once more.
        // Any other failure, or a second abort, fails the step.
        if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
        await page.goto(url, { waitUntil: 'load' });
      }
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    run: async <T>(fn: string, ...args: unknown[]) => (await page.evaluate(call(fn, args))) as T,
    waitFor: async (fn, what, ...args) => {
      const held = await page.evaluate(`(${waitScript(fn)})(${JSON.stringify(args)}, ${WAIT_MS})`);
      if (!held) throw new Error(`firefox: ${what} (not within ${WAIT_MS / 1000} s)`);
    },
    close: () => browser.close(),
  };
}

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * WebKitGTK (Debian's webkit2gtk-driver and its MiniBrowser) over classic WebDriver, in an Xvfb
 * display of its own. Its WebDriver has no BiDi, so the page reports its own errors (see
 * capture.ts).
 */
export async function webkit(): Promise<EngineDriver> {
  // Xvfb picks a free display itself and writes its number to the given descriptor.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]?.once('data', (chunk) => resolve(`:${String(chunk).trim()}`));
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  const port = await freePort();
  const driver: ChildProcess = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  const base = `http://127.0.0.1:${port}`;
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { value: { error?: string; message?: string } & Record<string, unknown> };
    if (answer.value?.error) throw new Error(`webkit: ${answer.value.error}: ${answer.value.message}`);
    return answer.value;
  };
  const stopAll = () => {
    driver.kill('SIGTERM');
    xvfb.kill('SIGTERM');
  };
  let session = '';
  try {
    // The driver listens a moment after it starts: ask until it answers (a bound, not a wait).
    for (let attempt = 0; ; attempt++) {
      const ready = await send('GET', '/status').then(
        (status) => status.ready === true,
        () => false,
      );
      if (ready) break;
      if (attempt > 100 || driver.exitCode !== null) throw new Error('WebKitWebDriver did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const created = await send('POST', '/session', {
      capabilities: {
        alwaysMatch: { 'webkitgtk:browserOptions': { binary: process.env.LOBBY_MINIBROWSER ?? MINIBROWSER, args: ['--automation'] } },
      },
    });
    session = String(created.sessionId);
  } catch (error) {
    // Nothing of this browser outlives a start that failed.
    stopAll();
    throw error;
  }
  const at = `/session/${session}`;
  await send('POST', `${at}/timeouts`, { script: WAIT_MS + 5_000, pageLoad: WAIT_MS * 2 });
  // Wide enough for the desktop layout (its sidebar navigation) inside the browser's own window frame.
  await send('POST', `${at}/window/rect`, { width: 1440, height: 1000 });
  return {
    engine: 'webkit',
    goto: async (url) => {
      await send('POST', `${at}/url`, { url });
    },
    reload: async () => {
      await send('POST', `${at}/refresh`, {});
    },
    run: async <T>(fn: string, ...args: unknown[]) =>
      (await send('POST', `${at}/execute/sync`, { script: `return (${fn})(...arguments);`, args })) as T,
    waitFor: async (fn, what, ...args) => {
      const held = await send('POST', `${at}/execute/async`, {
        script: `const done = arguments[arguments.length - 1]; (${waitScript(fn)})(${JSON.stringify(args)}, ${WAIT_MS}).then(done);`,
        args: [],
      });
      if ((held as unknown) !== true) throw new Error(`webkit: ${what} (not within ${WAIT_MS / 1000} s)`);
    },
    close: async () => {
      await send('DELETE', at).catch(() => undefined);
      stopAll();
    },
  };
}
