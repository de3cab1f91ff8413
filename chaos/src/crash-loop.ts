import { PDF_PROCESSOR_API } from '@yarn-mgmt/contracts';
import { ADMIN } from './admin.js';
import { sleep } from './http.js';
import { instancePid } from './procs.js';
import type { Instance, Stack } from './stack.js';
import { type PageChecks, pagesWithToolsDown } from './unavailable-pages.js';

// Issue 24's last link, on the stack the chaos run leaves healthy: every instance of the tools service killed
// (SIGKILL) each time the supervisor restarts it, until the supervisor gives up on it (its log line); then the
// gateway's answer for a tools route, and what the pages say in Chromium.
export interface CrashLoopResult {
  /** SIGKILLs sent, per instance (`tools`, `tools-2`). */
  kills: Record<string, number>;
  /** The supervisor's give-up line of each instance, as the launcher logged it. */
  gaveUp: string[];
  /** Tools instances still running after the give-up (none expected). */
  left: string[];
  /** The gateway's answer to `GET /api/pdf-processor/uploads/<id>` as the demo user. */
  gateway: { status: number; error: unknown };
  pages: PageChecks;
  seconds: number;
}

const giveUpLine = (stack: Stack, name: string) =>
  stack.lines.find(
    (line) => line.startsWith(`[start] ${name} exited (`) && line.includes('not restarting it'),
  );

/** Kills `instance` whenever the supervisor has started it again, until the supervisor gives up on it. */
async function killUntilGivenUp(stack: Stack, instance: Instance, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let kills = 0;
  let killed: number | undefined;
  while (!giveUpLine(stack, instance.name)) {
    if (Date.now() > deadline) throw new Error(`the supervisor did not give up on ${instance.name}`);
    const pid = instancePid(stack.launcherPid, instance.service, instance.port);
    if (pid !== undefined && pid !== killed) {
      try {
        process.kill(pid, 'SIGKILL');
        kills += 1;
        killed = pid;
      } catch {
        // gone already
      }
    }
    await sleep(50);
  }
  return kills;
}

async function gatewayAnswer(url: string): Promise<CrashLoopResult['gateway']> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const id = '00000000-0000-4000-8000-000000000024';
  const answer = await fetch(`${url}/api${PDF_PROCESSOR_API.result(id)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await answer.json().catch(() => undefined)) as { error?: unknown } | undefined;
  return { status: answer.status, error: body?.error };
}

export async function crashLoopTools(
  stack: Stack,
  screenshot: string,
  timeoutMs = 60_000,
): Promise<CrashLoopResult> {
  const started = Date.now();
  const tools = stack.instances.filter((instance) => instance.service === 'tools');
  const counts = await Promise.all(tools.map((instance) => killUntilGivenUp(stack, instance, timeoutMs)));
  const left = tools.filter((i) => instancePid(stack.launcherPid, i.service, i.port) !== undefined);
  return {
    kills: Object.fromEntries(tools.map((instance, index) => [instance.name, counts[index] ?? 0])),
    gaveUp: tools.map((instance) => giveUpLine(stack, instance.name) ?? ''),
    left: left.map((instance) => instance.name),
    gateway: await gatewayAnswer(stack.url),
    pages: await pagesWithToolsDown(stack.url, screenshot),
    seconds: (Date.now() - started) / 1000,
  };
}
