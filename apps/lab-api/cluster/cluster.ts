// Several lab-api instances on one PostgreSQL behind nginx (Debian's package): round-robin, no
// sticky sessions, as docs/deployment.md describes. Used by `scripts/cluster.sh` (for a person to
// try), the fault tests (`npm run test:faults`) and the cluster bench.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ClusterOptions {
  /** The PostgreSQL every instance shares (required: PGlite is one process's database). */
  databaseUrl: string;
  /** Server instances behind nginx (default 2). */
  instances?: number;
  /** nginx's port (default: a free one). */
  port?: number;
  /** Settings given to every instance (e.g. SMTP_URL, PORTAL_DIST). */
  env?: Record<string, string>;
  /** Where logs, nginx's configuration and temporary files go (default: a new temporary folder). */
  folder?: string;
  /** Instance output: 'inherit' (a person watching), 'file' (instance-N.log in the folder). */
  output?: 'inherit' | 'file';
  /** Run the instances pinned to these CPUs (taskset), e.g. '1' for the bench. */
  cpus?: string;
}

export interface Instance {
  index: number;
  port: number;
  origin: string;
  process: ChildProcess | undefined;
  /** Starts (or starts again) the instance and waits until `/readyz` answers 200. */
  start(): Promise<void>;
  /** Kills the process (SIGKILL: no drain) or stops it (SIGTERM: graceful drain). */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  /** nginx's origin: the address users (and tests) use. */
  origin: string;
  instances: Instance[];
  folder: string;
  stop(): Promise<void>;
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** nginx's executable: on PATH, or Debian's /usr/sbin/nginx (scripts/ensure-test-tools.sh). */
export function nginxPath(): string {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    const found = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (found.status === 0) return candidate;
  }
  throw new Error(
    'nginx is not installed: run `bash scripts/ensure-test-tools.sh` (Debian package nginx-light)',
  );
}

/** nginx's configuration: one upstream of every instance, round-robin, no stickiness. */
export function nginxConfiguration(folder: string, port: number, upstreams: number[]): string {
  const root = process.getuid?.() === 0;
  return `# Written by apps/lab-api/cluster/cluster.ts (docs/deployment.md explains each line).
${root ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  log_format upstream '$remote_addr "$request" $status $upstream_addr $request_time';
  access_log ${folder}/nginx-access.log upstream;
  client_body_temp_path ${folder}/nginx-body;
  proxy_temp_path ${folder}/nginx-proxy;
  fastcgi_temp_path ${folder}/nginx-fastcgi;
  uwsgi_temp_path ${folder}/nginx-uwsgi;
  scgi_temp_path ${folder}/nginx-scgi;
  # Uploads are capped by the server (20 MB of file, as base64 in JSON).
  client_max_body_size 32m;
  upstream loci {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://loci;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A refused connection or an instance that stopped answering: the next instance. nginx
      # passes a POST on only when it was never sent (non_idempotent is not set); the client
      # retries it with its Idempotency-Key.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_request_buffering on;
      # Which instance answered (tests watch the instances alternate).
      add_header X-Loci-Instance $upstream_addr always;
    }
  }
}
`;
}

async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the instances (the first alone: it migrates and seeds), then nginx in front. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const folder = options.folder ?? mkdtempSync(path.join(tmpdir(), 'loci-cluster-'));
  mkdirSync(folder, { recursive: true });
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const count = options.instances ?? 2;
  const ports: number[] = [];
  for (let index = 0; index < count; index += 1) ports.push(await freePort());

  const instances: Instance[] = ports.map((instancePort, index) => {
    const instance: Instance = {
      index,
      port: instancePort,
      origin: `http://127.0.0.1:${instancePort}`,
      process: undefined,
      async start() {
        const env = {
          ...process.env,
          DATABASE_URL: options.databaseUrl,
          PORT: String(instancePort),
          HOST: '127.0.0.1',
          // Users reach the cluster at nginx's address; nginx is the one proxy believed.
          PUBLIC_URL: origin,
          TRUST_PROXY: '1',
          LOG_LEVEL: 'warn',
          SHUTDOWN_DRAIN_SECONDS: '1',
          ...options.env,
        };
        const command = [process.execPath, '--import', 'tsx', 'src/main.ts'];
        const [file, ...args] = options.cpus
          ? ['taskset', '-c', options.cpus, ...command]
          : command;
        const output = options.output ?? 'file';
        const child = spawn(file!, args, {
          cwd: packageRoot,
          env,
          stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
        });
        if (output === 'file') {
          const log = path.join(folder, `instance-${index + 1}.log`);
          const write = (chunk: Buffer) => writeFileSync(log, chunk, { flag: 'a' });
          child.stdout?.on('data', write);
          child.stderr?.on('data', write);
        }
        instance.process = child;
        await waitUntil(
          async () => {
            if (child.exitCode !== null) {
              throw new Error(`instance ${index + 1} stopped while starting (see ${folder})`);
            }
            return answers(`${instance.origin}/readyz`);
          },
          300_000,
          `instance ${index + 1} to be ready`,
        );
      },
      async kill(signal = 'SIGKILL') {
        const child = instance.process;
        if (!child) return;
        child.kill(signal);
        await exited(child);
      },
    };
    return instance;
  });

  let nginx: ChildProcess | undefined;
  const stop = async () => {
    nginx?.kill('SIGQUIT');
    if (nginx) await exited(nginx);
    await Promise.all(instances.map((instance) => instance.kill('SIGTERM')));
  };
  try {
    // The first instance migrates and seeds an empty database; the others find it ready.
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    const configuration = path.join(folder, 'nginx.conf');
    writeFileSync(configuration, nginxConfiguration(folder, port, ports));
    for (const temporary of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(path.join(folder, `nginx-${temporary}`), { recursive: true });
    }
    nginx = spawn(nginxPath(), ['-c', configuration, '-p', folder], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let nginxErrors = '';
    nginx.stderr?.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));
    const started = nginx;
    await waitUntil(
      async () => {
        if (started.exitCode !== null) throw new Error(`nginx stopped: ${nginxErrors}`);
        return answers(`${origin}/readyz`);
      },
      30_000,
      'nginx',
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    instances,
    folder,
    async stop() {
      await stop();
      if (!options.folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}
