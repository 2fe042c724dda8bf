/**
 * The command line of a generator of committed files (npm run chart, npm run images): with
 * `--check` it lists the files that differ from what it would write and fails; otherwise it
 * writes them and names each one.
 */
export function runGenerator(options: {
  /** The files whose committed copy differs from what the generator writes now. */
  stale: () => string[];
  /** Writes every file; returns their paths. */
  write: () => string[];
  /** What `--check` says when every file is current. */
  current: string;
  /** What `--check` says, before the list, when some are not. */
  differs: string;
}): void {
  if (process.argv.includes('--check')) {
    const stale = options.stale();
    if (stale.length > 0) {
      console.error(`${options.differs}:\n${stale.join('\n')}`);
      process.exit(1);
    }
    console.log(options.current);
  } else {
    for (const file of options.write()) console.log(`Escrito ${file}`);
  }
}
