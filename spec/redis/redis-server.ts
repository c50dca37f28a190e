import { createClient } from 'redis';
import { afterAll, beforeAll } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real redis-server on a unix socket in a temporary folder, for the Redis store specs. */
export interface RedisServer {
  readonly socket: string;
  /** Kills the server (its data goes with it); `start` brings a new one up on the same socket. */
  kill(): Promise<void>;
  start(): Promise<void>;
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
  let child: ChildProcess | null = null;
  const start = async () => {
    const spawned = spawn('redis-server', ['--port', '0', '--unixsocket', socket, '--unixsocketperm', '700', '--dir', dir, '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    child = spawned;
    const started = Date.now();
    while (!existsSync(socket)) {
      if (spawned.exitCode !== null || Date.now() - started > 10_000) throw new Error(`redis-server did not start (exit code ${spawned.exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const kill = async () => {
    const running = child;
    if (running && running.exitCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    }
    rmSync(socket, { force: true });
  };
  await start();
  return {
    socket,
    kill,
    start,
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The calls the specs make of a client of the `redis` package. */
export interface RedisSpecClient {
  sendCommand(args: string[]): Promise<unknown>;
  quit(): Promise<unknown>;
}

/**
 * For a describe block: a redis-server started before its tests and stopped after them, and
 * `connect()` for a client of it (each closed at the end).
 */
export function useRedisServer(): { connect(): Promise<RedisSpecClient>; socket(): string } {
  let server: RedisServer | undefined;
  const clients: RedisSpecClient[] = [];
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(clients.splice(0).map((client) => client.quit().catch(() => undefined)));
    await server?.stop();
  });
  const started = (): RedisServer => {
    if (!server) throw new Error('the redis-server is not started yet (use it in a test or a beforeAll)');
    return server;
  };
  return {
    socket: () => started().socket,
    async connect() {
      const client = (await createClient({ socket: { path: started().socket, tls: false } }).connect()) as unknown as RedisSpecClient;
      clients.push(client);
      return client;
    },
  };
}
