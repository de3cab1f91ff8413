// Types of provider-fakes.mjs for the TypeScript that imports it (the chaos project's tests).
export declare function startProviderFakes(options: {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  log: (message: string) => void;
}): Promise<{ env: Record<string, string>; close: () => Promise<void> }>;
