/**
 * A Dockerfile's instructions as BuildKit reads them, for checking what an image is made of: comment lines dropped,
 * `\` line continuations joined, instructions grouped by stage (`FROM <image> [AS <name>]`). Heredocs are refused,
 * so nothing this reader does not understand passes unseen.
 */
export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}
export interface Stage {
  /** 0 for the first FROM; the ARGs before it are stage -1, the global scope. */
  index: number;
  name?: string;
  base: string;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [{ index: -1, base: '', instructions: [] }];
  let pending = '';
  let start = 0;
  text.split(/\r?\n/).forEach((raw, i) => {
    if (/^\s*#/.test(raw) || (!pending && !raw.trim())) return;
    if (!pending) start = i + 1;
    const continued = /\\\s*$/.test(raw);
    pending += `${continued ? raw.replace(/\\\s*$/, '') : raw} `;
    if (continued) return;
    const [, keyword, args] = /^\s*(\S+)\s*(.*?)\s*$/.exec(pending) ?? [];
    pending = '';
    if (/<<-?["']?\w+/.test(args)) throw new Error(`line ${start}: heredocs are not read by this check`);
    const instruction = { keyword: keyword.toUpperCase(), args, line: start };
    if (instruction.keyword === 'FROM') {
      const [base, as, name] = words(args).filter((word) => !word.startsWith('--'));
      stages.push({
        index: stages.length - 1,
        base,
        name: as?.toUpperCase() === 'AS' ? name : undefined,
        instructions: [],
      });
    }
    stages[stages.length - 1].instructions.push(instruction);
  });
  return stages;
}

/** Shell-like words: runs of non-space characters, quoted parts kept whole (quotes removed). */
export const words = (args: string): string[] =>
  (args.match(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g) ?? []).map((word) => word.replace(/["']/g, ''));

export interface Copy {
  stage: Stage;
  line: number;
  keyword: 'COPY' | 'ADD';
  /** --from's stage name or index, or an image; undefined: from the build context. */
  from?: string;
  sources: string[];
  destination: string;
}

/** Every COPY and ADD, with its --from and its sources (the JSON form `COPY ["a", "b"]` too). */
export function copies(stages: Stage[]): Copy[] {
  return stages.flatMap((stage) =>
    stage.instructions
      .filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')
      .map((instruction) => {
        const flags = /^(?:--\S+\s+)*/.exec(instruction.args)?.[0] ?? '';
        const body = instruction.args.slice(flags.length);
        const rest = body.startsWith('[') ? (JSON.parse(body) as string[]) : words(body);
        const from = /--from=(\S+)/.exec(flags)?.[1];
        return {
          stage,
          line: instruction.line,
          keyword: instruction.keyword as Copy['keyword'],
          from,
          sources: rest.slice(0, -1),
          destination: rest[rest.length - 1],
        };
      }),
  );
}

/** The names an ARG or ENV instruction declares (`ARG A=1 B`, `ENV A=1 B="x y"`, the old `ENV A value`). */
export function declaredNames(
  stages: Stage[],
): Array<{ keyword: 'ARG' | 'ENV'; name: string; line: number }> {
  return stages.flatMap((stage) =>
    stage.instructions
      .filter((i) => i.keyword === 'ARG' || i.keyword === 'ENV')
      .flatMap((instruction) => {
        const all = words(instruction.args);
        const pairs = instruction.keyword === 'ENV' && !all[0]?.includes('=') ? [all[0]] : all;
        return pairs.map((pair) => ({
          keyword: instruction.keyword as 'ARG' | 'ENV',
          name: pair.split('=')[0],
          line: instruction.line,
        }));
      }),
  );
}
