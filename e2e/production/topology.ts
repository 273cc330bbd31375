/**
 * The production topology of deploy/compose.yaml, on loopback, for e2e/production.spec.ts: PostgreSQL (Debian's server,
 * a new cluster on 127.0.0.1:5433), Ory Kratos v1.3.1 on it (the sandbox's binary and kratos.yml, after `kratos migrate
 * sql -e --yes`; 4433/4434; production's deploy/kratos.yml in its place on request, ./deploy-kratos.ts), the product
 * API sandbox (4010, seeded identities), two instances of the standalone build
 * (`node .next/standalone/start.js` on 127.0.0.1:3101 and :3102, one NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) and nginx on
 * 127.0.0.1:3000 in front of both, running deploy/nginx.conf itself (./nginx-conf.ts: round robin, the next instance on
 * a refused connection, x-request-id from the client or nginx's $request_id, the limits on the identity flows'
 * submissions). Ports 3000/4010/4433/4434 are those of the sandbox contract, so the build under test is the e2e
 * suite's, unchanged; the test runs after the main suite (playwright.production.config.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { deployedKratos, type SignInMethodVariables } from './deploy-kratos';
import { loopbackNginxConf } from './nginx-conf';
import { startApiServer, type RunningApiServer } from '../../sandbox/api/server';
import { SandboxStore } from '../../sandbox/api/store';
import { API_ORIGIN, KRATOS_PUBLIC_URL, POSTGRES_PORT, TRANSACTION_TOKEN_KEY } from '../../sandbox/config';
import { IDENTITY_DIR, ensureKratosBinary } from '../../sandbox/identity/build';
import { kratosWhoami, resetIdentities, seedIdentities, waitForKratos } from '../../sandbox/identity/kratos-client';
import { migrateKratos, startPostgres, type RunningPostgres } from '../../sandbox/identity/postgres';

/** The proxy's port (the app origin of the build under test) and the two instances'. */
export const PROXY_PORT = 3000;
export const INSTANCE_PORTS = [3101, 3102] as const;
/** The instances' shutdown grace period (ms): longer than the slowed request of the SIGTERM test. */
export const GRACE_MS = 20_000;
/** One key for every instance (base64 of 32 bytes), as production requires (docs/configuration.md). */
const SERVER_ACTIONS_KEY = Buffer.alloc(32, 7).toString('base64');
const STANDALONE_ENTRY = path.resolve('.next/standalone/start.js');

/** An app instance: its process, its port, and its stdout lines (JSON logs). */
export interface Instance {
  port: number;
  process: ChildProcess;
  logs: string[];
  exited: Promise<number | null>;
}

function lines(child: ChildProcess, sink: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) if (stream) createInterface({ input: stream }).on('line', sink);
}

async function waitFor(what: string, ok: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The whole topology; {@link Topology.stop} stops everything it started. */
export class Topology {
  postgres: RunningPostgres | null = null;
  kratos: ChildProcess | null = null;
  api: RunningApiServer | null = null;
  instances: Instance[] = [];
  nginx: ChildProcess | null = null;
  /** x-request-id of every request the product API sandbox received. */
  apiRequestIds: string[] = [];
  private binary = '';
  private dir = mkdtempSync(path.join(tmpdir(), 'ramp-topology-'));
  readonly log: string[] = [];

  async start(): Promise<void> {
    if (!existsSync(STANDALONE_ENTRY)) throw new Error(`${STANDALONE_ENTRY} missing: run npm run build first`);
    const note = (prefix: string) => (line: string) => this.log.push(`[${prefix}] ${line}`);
    this.binary = await ensureKratosBinary(note('kratos-build'));
    this.postgres = await startPostgres(POSTGRES_PORT, note('postgres'));
    await migrateKratos(this.binary, this.postgres.dsn, note('kratos'));
    this.api = await startApiServer({
      store: new SandboxStore(),
      whoami: kratosWhoami,
      isReady: async () => true,
      resetIdentities,
      log: note('api'),
    });
    this.api.server.prependListener('request', (req) => {
      const id = req.headers['x-request-id'];
      if (typeof id === 'string') this.apiRequestIds.push(id);
    });
    await this.startKratos();
    await seedIdentities();
    this.instances = await Promise.all(INSTANCE_PORTS.map((port) => this.startInstance(port)));
    this.startNginx();
    // nginx's own Server header: a leftover server still holding the port would answer /healthz as well.
    await waitFor('nginx', async () => {
      const res = await fetch(`http://127.0.0.1:${PROXY_PORT}/healthz`);
      return res.ok && res.headers.get('server') === 'nginx';
    });
  }

  /**
   * Starts Kratos on the PostgreSQL database and waits for /health/ready: the sandbox's kratos.yml, or with `deployed`
   * production's deploy/kratos.yml as compose.yaml runs it, with those sign-in method variables (./deploy-kratos.ts).
   */
  async startKratos(deployed?: SignInMethodVariables): Promise<void> {
    const dsn = this.postgres!.dsn;
    const { command, args, env } = deployed
      ? deployedKratos(this.binary, dsn, deployed)
      : {
          command: this.binary,
          args: ['serve', '-c', 'kratos.yml', '--dev', '--watch-courier', '--sqa-opt-out'],
          env: { ...process.env, DSN: dsn },
        };
    const child = spawn(command, args, { cwd: IDENTITY_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    lines(child, (l) => this.log.push(`[kratos] ${l}`));
    this.kratos = child;
    await waitForKratos(90_000, () => child.exitCode === null && child.signalCode === null);
  }

  /** Stops Kratos (SIGTERM) and waits until it has exited. */
  async stopKratos(): Promise<void> {
    const child = this.kratos;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }

  /**
   * Starts an instance of the standalone build on `port` in place of the one there before (which must have exited), as
   * a restart policy would, with `env` added to its variables; resolves once its /healthz answers.
   */
  async replaceInstance(port: number, env: Record<string, string> = {}): Promise<Instance> {
    const instance = await this.startInstance(port, env);
    this.instances = [...this.instances.filter((i) => i.port !== port), instance];
    return instance;
  }

  private async startInstance(port: number, env: Record<string, string> = {}): Promise<Instance> {
    const child = spawn(process.execPath, [STANDALONE_ENTRY], {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        // nginx is the one proxy in front: the app takes the client address it appends to X-Forwarded-For.
        TRUSTED_PROXY_HOPS: '1',
        // The run-time variables production requires (docs/configuration.md), set explicitly as a deployment would.
        KRATOS_PUBLIC_URL: KRATOS_PUBLIC_URL,
        PRODUCT_API_URL: API_ORIGIN,
        TERMS_URL: `${API_ORIGIN}/__sandbox/pages/terms`,
        PRIVACY_URL: `${API_ORIGIN}/__sandbox/pages/privacy`,
        TRANSACTION_TOKEN_KEY: TRANSACTION_TOKEN_KEY,
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: SERVER_ACTIONS_KEY,
        // Switched off as production's default is; the sandbox build turns it on otherwise.
        ENABLE_TEST_SENTRY_ERROR: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const logs: string[] = [];
    lines(child, (l) => logs.push(l));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await waitFor(`instance :${port}`, async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok);
    return { port, process: child, logs, exited };
  }

  private startNginx(): void {
    const nginx = ['/usr/sbin/nginx', spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim()]
      .filter(Boolean)
      .find((p) => existsSync(p));
    if (!nginx) throw new Error('nginx is not installed: run `bash e2e/ensure-topology.sh`');
    chmodSync(this.dir, 0o755);
    const conf = path.join(this.dir, 'nginx.conf');
    writeFileSync(conf, loopbackNginxConf({ dir: this.dir, proxyPort: PROXY_PORT, instancePorts: INSTANCE_PORTS }));
    const child = spawn(nginx, ['-p', this.dir, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
    lines(child, (l) => this.log.push(`[nginx] ${l}`));
    this.nginx = child;
  }

  /** Stops nginx, the instances, Kratos, the API and PostgreSQL; removes the temporary files. */
  async stop(): Promise<void> {
    this.nginx?.kill('SIGTERM');
    for (const i of this.instances) if (i.process.exitCode === null) i.process.kill('SIGKILL');
    await this.stopKratos();
    await this.api?.close();
    await this.postgres?.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
