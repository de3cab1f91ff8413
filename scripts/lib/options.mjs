/**
 * The command-line options the bench and measure scripts share: `--name value` pairs and bare `--flag`s. A
 * number option given without a value reads as NaN (as each script did on its own), so a typo shows in the output
 * instead of silently falling back.
 */
export function readOptions(args = process.argv.slice(2)) {
  const at = (name) => args.indexOf(`--${name}`);
  return {
    args,
    number: (name, fallback) => (at(name) >= 0 ? Number(args[at(name) + 1]) : fallback),
    text: (name, fallback) => (at(name) >= 0 ? args[at(name) + 1] : fallback),
    flag: (name) => args.includes(`--${name}`),
  };
}
