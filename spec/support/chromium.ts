/*
 * Headless Chromium for the specs: a page serving one script, which posts what it found to
 * `/report`, and Debian's Chromium opening it with a profile of its own (nothing cached by an
 * earlier run answers in a service's place), killed with its helper processes when done.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's Chromium (`.ci/run` installs it), if this machine has it. */
export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

/** The page and its script on 127.0.0.1, and a place for the page to post what it printed. */
export function pageServer(script: string, onReport: (text: string) => void): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/report') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        onReport(Buffer.concat(chunks).toString('utf8'));
        res.end();
      });
      return;
    }
    const [type, body] = req.url?.startsWith('/page.js') ? ['text/javascript', script] : ['text/html', '<!doctype html><meta charset="utf-8"><title>hubops</title><script type="module" src="/page.js"></script>'];
    res.writeHead(200, { 'content-type': `${type}; charset=utf-8` });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Opens `url` in headless Chromium; `close` kills its whole process group and removes its profile. */
export function openInChromium(url: string): { close(): Promise<void> } {
  const profile = mkdtempSync(join(tmpdir(), 'hubops-chromium-'));
  const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`];
  const browser = spawn(CHROMIUM as string, [...flags, url], { stdio: 'ignore', detached: true });
  return {
    async close() {
      const exited = new Promise((resolve) => (browser.exitCode === null && browser.signalCode === null ? browser.once('exit', resolve) : resolve(null)));
      // The whole process group: Chromium's helper processes too, which would go on writing to the profile.
      try {
        process.kill(-(browser.pid as number), 'SIGKILL');
      } catch {
        browser.kill('SIGKILL');
      }
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    },
  };
}

/** What the page reported, or an error after `ms`. */
export function reportWithin(report: Promise<string>, ms = 60_000): Promise<string> {
  const timeout = new Promise<string>((_, reject) => setTimeout(() => reject(new Error(`the page reported nothing in ${ms / 1000} s`)), ms));
  return Promise.race([report, timeout]);
}
