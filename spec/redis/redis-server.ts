import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real redis-server on a unix socket in a temporary folder, for the Redis store specs. */
export interface RedisServer {
  readonly socket: string;
  stop(): Promise<void>;
}

/** Whether `redis-server` can be run here; when not, says so in one line and how to install it. */
export function redisServerAvailable(): boolean {
  const found = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
  // In CI (which installs it) a missing server is a failure, not a quiet skip.
  if (!found && process.env.CI) throw new Error('redis-server not found: CI must install it (apt-get install -y redis-server)');
  if (!found) console.warn('redis-server not found: the Redis store specs are skipped (install it: apt-get install -y redis-server)');
  return found;
}

/** Starts one (no persistence, no TCP port), resolved once it accepts connections. */
export async function startRedisServer(): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'hubops-redis-'));
  const socket = join(dir, 'redis.sock');
  const child: ChildProcess = spawn('redis-server', ['--port', '0', '--unixsocket', socket, '--unixsocketperm', '700', '--dir', dir, '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const started = Date.now();
  while (!existsSync(socket)) {
    if (child.exitCode !== null || Date.now() - started > 10_000) throw new Error(`redis-server did not start (exit code ${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    socket,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
