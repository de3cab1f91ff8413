import { readdirSync, readFileSync } from 'node:fs';

/**
 * The live processes of a process group, read from /proc. Puppeteer starts Chromium detached, so the browser's
 * pid is the group of every process it forks (zygote, renderers, GPU, utility): counting the group is how we know
 * nothing is left behind.
 */
export function processGroupMembers(groupId: number): number[] {
  const members: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return members;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so read after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] !== 'Z' && Number(fields[2]) === groupId) members.push(Number(entry));
  }
  return members;
}

/** SIGKILL a process group if anything of it still runs (a group id is never reused while a member lives). */
export function killProcessGroup(groupId: number): void {
  if (processGroupMembers(groupId).length === 0) return;
  try {
    process.kill(-groupId, 'SIGKILL');
  } catch {
    // Gone between the look and the kill.
  }
}

/** Waits (up to `ms`) until nothing of the group runs any more. */
export async function waitForGroupExit(groupId: number, ms = 2000): Promise<boolean> {
  const until = Date.now() + ms;
  while (processGroupMembers(groupId).length > 0) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}

/**
 * Memory of these processes in bytes, each counted by its proportional share (PSS, /proc/<pid>/smaps_rollup):
 * Chromium's processes share most of their pages, so summing their RSS would count the same pages many times.
 * Falls back to RSS where smaps_rollup cannot be read.
 */
export function memoryBytes(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const rollup = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      const status = rollup ? null : /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number((rollup ?? status)?.[1] ?? 0) * 1024;
    } catch {
      // Exited meanwhile.
    }
  }
  return total;
}
