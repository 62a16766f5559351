/** A numeric command-line option (`--runs 50`), or the fallback. */
export function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

/** A text command-line option (`--data-dir DIR`), or undefined when it is not given. */
export function textOption(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

/** Benchmarks measure the server: the test client's contract check (it parses every answer) stays off. */
export const NO_CONTRACT_CHECK = { checkContract: false };
