import path from 'node:path';
import { copies, declaredNames, parseDockerfile, type Stage } from './dockerfile.js';
import { readsAsSecret } from './secret-settings.js';

/** What an image may hold of the build stage's tree: built output, manifests and production dependencies. */
const BUILT = new Set(['dist', 'package.json', 'node_modules']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const workdirOf = (stage: Stage) =>
  stage.instructions.filter((i) => i.keyword === 'WORKDIR').at(-1)?.args ?? '/';

/**
 * A RUN of the stage that prunes the folder's packages to built output
 * (`find libs -mindepth 2 -maxdepth 2 ! -name dist ! -name package.json -exec rm -rf {} +`), so it may be copied whole.
 */
function prunes(stage: Stage, source: string): boolean {
  const folder = path.posix.relative(workdirOf(stage), source);
  const prune = new RegExp(
    `find (?:\\./)?${escape(folder)} -mindepth 2 -maxdepth 2 ((?:! -name \\S+ )+)-exec rm -rf \\{\\} \\+`,
  );
  return stage.instructions.some((i) => {
    const kept = i.keyword === 'RUN' ? prune.exec(i.args)?.[1] : undefined;
    return kept !== undefined && [...kept.matchAll(/! -name (\S+)/g)].every(([, name]) => BUILT.has(name));
  });
}

export interface ImageCheck {
  /** The Dockerfile's text and its name in messages. */
  text: string;
  file: string;
  /** The settings that hold secrets (secret-settings.ts). */
  secretSettings: string[];
  /** The stage built (compose's build.target); the last one when not given. */
  target?: string;
}

/**
 * What could put a secret or a stray file in the image a Dockerfile makes:
 * - the image's stage copies from the build context (anything `.dockerignore` let in would ship), or uses ADD;
 * - it copies from a build stage something other than built output (a `dist`, a `package.json`, `node_modules`,
 *   or a folder that stage pruned to those);
 * - it deletes files in a RUN after a COPY (a later layer hides them, the image still holds them);
 * - an ARG or ENV anywhere names a secret setting, or reads as a secret (ARG values stay in the image's history).
 */
export function imageProblems({ text, file, secretSettings, target }: ImageCheck): string[] {
  const stages = parseDockerfile(text);
  const built = stages.filter((stage) => stage.index >= 0);
  const image = target ? built.find((stage) => stage.name === target) : built.at(-1);
  if (!image) return [`${file}: no stage ${target ?? ''} to build`];
  const stageNamed = (from: string) => built.find((s) => s.name === from || String(s.index) === from);
  const problems: string[] = [];
  const imageCopies = copies(stages).filter((copy) => copy.stage === image);
  for (const copy of imageCopies) {
    const at = `${file}:${copy.line}`;
    if (copy.keyword === 'ADD') problems.push(`${at} ADD in the image (use COPY --from a build stage)`);
    const from = copy.from && stageNamed(copy.from);
    if (!from) {
      problems.push(
        `${at} copies ${copy.sources.join(' ')} from ${copy.from ?? 'the build context'} into the image`,
      );
      continue;
    }
    for (const source of copy.sources)
      if (!BUILT.has(path.posix.basename(source)) && !prunes(from, source))
        problems.push(`${at} copies ${source}, not built output (dist, package.json, node_modules)`);
  }
  const firstCopy = imageCopies[0]?.line ?? Infinity;
  for (const run of image.instructions.filter((i) => i.keyword === 'RUN' && i.line > firstCopy))
    if (/(?:^|[\s;&|])(?:rm|find\b.*-delete|find\b.*-exec rm)\b/.test(run.args))
      problems.push(
        `${file}:${run.line} deletes files after a COPY: the image still holds them in the lower layer`,
      );
  const secrets = new Set(secretSettings);
  for (const { keyword, name, line } of declaredNames(stages))
    if (secrets.has(name) || readsAsSecret(name))
      problems.push(
        `${file}:${line} ${keyword} ${name} names a secret: give it at run time (a mounted secret)`,
      );
  return problems;
}
