// Command-line options of the seed and bench scripts.

/** Reads `--name value` / `--flag` options; unknown options are an error so typos do not pass silently. */
export function parseOptions(argv: string[], known: Record<string, 'value' | 'flag'>): Record<string, string | true> {
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg}`);
    const name = arg.slice(2);
    if (!(name in known)) throw new Error(`unknown option ${arg} (known: ${Object.keys(known).map((k) => `--${k}`).join(', ')})`);
    if (known[name] === 'flag') options[name] = true;
    else {
      const value = argv[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      options[name] = value;
    }
  }
  return options;
}
