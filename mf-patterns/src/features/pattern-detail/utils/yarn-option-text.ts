import type { Yarn } from '@yarn-mgmt/contracts';

/** "Malabrigo Rios - Ocean (630 yards available)" (spec part 1 section 2.10). */
export function yarnOptionText(yarn: Yarn): string {
  const name = `${yarn.yarn_line.brand.name} ${yarn.yarn_line.name}`;
  const named = yarn.colorway ? `${name} - ${yarn.colorway}` : name;
  return `${named} (${yarn.remaining_yardage} yards available)`;
}

/** The project name the dialog sends: the typed name, or "{title} Project" when left blank. */
export function projectName(typed: string, patternTitle: string): string {
  return typed.trim() || `${patternTitle} Project`;
}
