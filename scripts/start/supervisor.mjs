// The launcher's supervision (issue 24): every long-running process it starts is restarted when it exits while the
// launcher is not stopping, after a back-off that doubles with each recent crash; a process that crashed
// CRASH_LOOP_LIMIT times within CRASH_LOOP_WINDOW_MS is given up on alone (the gateway answers 503 for its feature)
// and everything else keeps serving. Ctrl-C still stops everything.
import { spawn } from 'node:child_process';
import { relayOutput } from './relay-output.mjs';

export const CRASH_LOOP_LIMIT = 5;
export const CRASH_LOOP_WINDOW_MS = 60_000;
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 8_000;

/** The wait before restart number `crashes` (1-based) within the window: 0.5 s, 1 s, 2 s, 4 s, 8 s, 8 s... */
export function backoffMs(crashes) {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, crashes - 1), MAX_BACKOFF_MS);
}

export class Supervisor {
  /** Every process currently running (one per supervised name). */
  children = new Set();
  stopping = false;
  /** name -> { child, crashes: number[] (times), gaveUp, timer } */
  #processes = new Map();

  constructor({ root, env, log, onGiveUp = () => {} }) {
    this.root = root;
    this.env = env;
    this.log = log;
    this.onGiveUp = onGiveUp;
  }

  /** Starts `command args` as `name` and keeps it running. */
  run(name, command, args, childEnv = {}) {
    // Stopping already (a process that failed to start): start nothing more, or it would outlive the launcher.
    if (this.stopping) throw new Error(`not starting ${name}: stopping`);
    const state = {
      name,
      command,
      args,
      childEnv,
      crashes: [],
      gaveUp: false,
      child: undefined,
      timer: undefined,
    };
    this.#processes.set(name, state);
    this.#spawn(state);
    return state.child;
  }

  /** True once `name` crashed too often and is no longer restarted. */
  gaveUp(name) {
    return this.#processes.get(name)?.gaveUp === true;
  }

  /** The pid of `name`'s current process (the chaos suite and the tests kill it). */
  pid(name) {
    return this.#processes.get(name)?.child?.pid;
  }

  #spawn(state) {
    const child = spawn(state.command, state.args, {
      cwd: this.root,
      env: { ...this.env, ...state.childEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    state.child = child;
    this.children.add(child);
    relayOutput(child.stdout, process.stdout, state.name);
    relayOutput(child.stderr, process.stderr, state.name);
    // A command that cannot be spawned at all is an exit too (after an 'error' event node emits 'exit' only
    // sometimes): count it once.
    let ended = false;
    const onEnd = (code, signal) => {
      if (ended) return;
      ended = true;
      this.children.delete(child);
      if (!this.stopping) this.#crashed(state, signal ?? code);
    };
    child.on('exit', onEnd);
    child.on('error', (error) => onEnd(error.code ?? error.message, null));
  }

  #crashed(state, how) {
    const now = Date.now();
    state.crashes = [...state.crashes.filter((at) => now - at < CRASH_LOOP_WINDOW_MS), now];
    const recent = state.crashes.length;
    if (recent >= CRASH_LOOP_LIMIT) {
      state.gaveUp = true;
      this.log(
        `${state.name} exited (${how}) ${recent} times within ${CRASH_LOOP_WINDOW_MS / 1000} s; not restarting ` +
          `it (the rest keeps serving; restart the platform to try it again)`,
      );
      this.onGiveUp(state.name);
      return;
    }
    const wait = backoffMs(recent);
    this.log(
      `${state.name} exited (${how}); restarting it in ${(wait / 1000).toFixed(1)} s ` +
        `(${recent} ${recent === 1 ? 'exit' : 'exits'} in the last minute)`,
    );
    state.timer = setTimeout(() => {
      state.timer = undefined;
      if (!this.stopping) this.#spawn(state);
    }, wait);
  }

  /** Stops every process: SIGTERM, then SIGKILL after `graceMs`; pending restarts are cancelled. */
  async stopAll(graceMs = 5_000) {
    this.stopping = true;
    for (const state of this.#processes.values()) if (state.timer) clearTimeout(state.timer);
    await Promise.all(
      [...this.children].map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
          }),
      ),
    );
  }
}
