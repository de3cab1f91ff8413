// Types of start-health.mjs for the TypeScript that imports it (the chaos project's tests).
export declare const ESSENTIAL_SERVICES: ReadonlySet<string>;
export declare function waitForInstances(options: {
  instances: Array<{ service: string; instance: string; url: string; label: string }>;
  wait: (instance: string, url: string) => Promise<void>;
  log: (message: string) => void;
}): Promise<string[]>;
export declare function waitForInstance(
  supervisor: { stopping: boolean; gaveUp(name: string): boolean },
  name: string,
  url: string,
  timeoutMs?: number,
): Promise<void>;
