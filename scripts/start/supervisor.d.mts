// Types of supervisor.mjs for the TypeScript that imports it (the chaos project's tests).
import type { ChildProcess } from 'node:child_process';

export declare const CRASH_LOOP_LIMIT: number;
export declare const CRASH_LOOP_WINDOW_MS: number;
export declare function backoffMs(crashes: number): number;

export interface SupervisorOptions {
  root: string;
  env: NodeJS.ProcessEnv;
  log: (message: string) => void;
  onGiveUp?: (name: string) => void;
}

export declare class Supervisor {
  constructor(options: SupervisorOptions);
  children: Set<ChildProcess>;
  stopping: boolean;
  run(name: string, command: string, args: string[], childEnv?: Record<string, string>): ChildProcess;
  gaveUp(name: string): boolean;
  pid(name: string): number | undefined;
  stopAll(graceMs?: number): Promise<void>;
}
