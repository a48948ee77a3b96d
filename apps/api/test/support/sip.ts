/**
 * Real SIP around the API under test: the shipped Kamailio config (apps/switch/kamailio) in front,
 * SIPp playing phones and carriers' gateways (apps/switch/sipp). Both come from Debian
 * (`kamailio`, `kamailio-utils-modules`, `kamailio-json-modules`, `sip-tester`); `npm test`
 * installs them where it can, and the suite says it skipped when they are missing.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const switchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../switch');
const KAMAILIO_MODULES = '/usr/lib/x86_64-linux-gnu/kamailio/modules';

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** What is missing for real SIP calls here, or null when everything is. */
export function missingSipTools(): string | null {
  const missing = [
    onPath('kamailio') ? null : 'kamailio',
    existsSync(path.join(KAMAILIO_MODULES, 'http_client.so')) ? null : 'kamailio-utils-modules',
    existsSync(path.join(KAMAILIO_MODULES, 'json.so')) ? null : 'kamailio-json-modules',
    onPath('sipp') ? null : 'sip-tester (sipp)',
  ].filter(Boolean);
  return missing.length > 0 ? missing.join(', ') : null;
}

/** A UDP port nobody listens on now. */
export async function freeUdpPort(address = '127.0.0.1'): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, address, resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

/** Answers whether a SIP server at `port` replies to OPTIONS. */
async function answersOptions(port: number): Promise<boolean> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const local = socket.address().port;
  const message = [
    `OPTIONS sip:127.0.0.1:${port} SIP/2.0`,
    `Via: SIP/2.0/UDP 127.0.0.1:${local};branch=z9hG4bK-probe-${Date.now()}`,
    'Max-Forwards: 70',
    `From: <sip:probe@127.0.0.1>;tag=probe`,
    `To: <sip:127.0.0.1:${port}>`,
    `Call-ID: probe-${Date.now()}@127.0.0.1`,
    'CSeq: 1 OPTIONS',
    'Content-Length: 0',
    '',
    '',
  ].join('\r\n');
  try {
    return await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 500);
      socket.once('message', (reply) => {
        clearTimeout(timer);
        resolve(reply.toString().startsWith('SIP/2.0 200'));
      });
      socket.send(message, port, '127.0.0.1');
    });
  } finally {
    socket.close();
  }
}

export interface Switch {
  port: number;
  /** Everything Kamailio has logged so far. */
  log(): string;
  stop(): Promise<void>;
}

/** Kamailio with the shipped config, asking `api` with `token`, listening on 127.0.0.1. */
export async function startSwitch(api: string, token: string, workers = 8): Promise<Switch> {
  const port = await freeUdpPort();
  const runDir = await mkdtemp(path.join(tmpdir(), 'switchboard-kamailio-'));
  const child = spawn(
    'kamailio',
    [
      '-f',
      path.join(switchDir, 'kamailio', 'switchboard.cfg'),
      '-DD',
      '-E',
      '-w',
      runDir,
      '-Y',
      runDir,
      '-l',
      `udp:127.0.0.1:${port}`,
      '-A',
      `SB_API="${api}"`,
      '-A',
      `SB_TOKEN="${token}"`,
      '-A',
      `SB_CHILDREN=${workers}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 20_000;
  while (!(await answersOptions(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Kamailio did not start:\n${output.slice(-4000)}`);
    }
  }
  return {
    port,
    log: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface SippRun {
  /** SIPp's exit status: 0 when every call went as its scenario says. */
  code: number;
  /** The SIP messages it sent and received. */
  messages: string;
  output: string;
}

export interface SippOptions {
  /** The scenario file in apps/switch/sipp, without `.xml`. */
  scenario: string;
  /** Where to send (a client scenario): the switch's port. */
  to?: number;
  /** The local address and port (default 127.0.0.1, any port). */
  address?: string;
  port?: number;
  calls?: number;
  /** New calls per second. */
  rate?: number;
  /** The [service] of the scenario: a called number or an extension. */
  service?: string;
  auth?: { username: string; password: string };
  /** Milliseconds of the scenario's pause (how long a call is held, or rings before it is answered). */
  pause?: number;
  /** Keywords the scenario reads, e.g. { domain, ext }. */
  keys?: Record<string, string>;
  /** Seconds after which SIPp gives up. */
  timeout?: number;
  /** Keep the messages (default); a bench leaves them out, writing them costs SIPp more than SIP. */
  trace?: boolean;
  /**
   * Resend unanswered requests over UDP as phones do (the bench); the tests leave it off, so a lost
   * message fails the call rather than passing late.
   */
  retransmit?: boolean;
}

const running = new Set<ChildProcess>();

/** Stops every SIPp still running (a failed test's gateways would hold their ports). */
export function stopSipp() {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Runs one SIPp scenario (a server waits for its calls), resolving when it exits. */
export async function sipp(options: SippOptions): Promise<{ done: Promise<SippRun>; process: ChildProcess }> {
  const messageFile = path.join(await mkdtemp(path.join(tmpdir(), 'switchboard-sipp-')), 'messages.log');
  const args = [
    '-sf',
    path.join(switchDir, 'sipp', `${options.scenario}.xml`),
    '-i',
    options.address ?? '127.0.0.1',
    '-p',
    String(options.port ?? 0),
    '-m',
    String(options.calls ?? 1),
    '-r',
    String(options.rate ?? 10),
    '-timeout',
    `${options.timeout ?? 30}s`,
    '-timeout_error',
    '-nostdin',
  ];
  if (!options.retransmit) args.push('-nr');
  if (options.trace !== false) args.push('-trace_msg', '-message_file', messageFile);
  if (options.service) args.push('-s', options.service);
  if (options.pause !== undefined) args.push('-d', String(options.pause));
  if (options.auth) args.push('-au', options.auth.username, '-ap', options.auth.password);
  for (const [key, value] of Object.entries(options.keys ?? {})) args.push('-key', key, value);
  if (options.to) args.push(`127.0.0.1:${options.to}`);
  const child = spawn('sipp', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const done = new Promise<SippRun>((resolve) =>
    child.once('exit', async (code) => {
      const messages = await readFile(messageFile, 'utf8').catch(() => '');
      resolve({ code: code ?? -1, messages, output });
    }),
  );
  return { done, process: child };
}
