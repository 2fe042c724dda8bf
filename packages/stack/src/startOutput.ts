/**
 * What `npm start` prints without --verbose: build steps and the runner's warnings (a remote that
 * does not build, a service that crashed and is being restarted). Everything goes to the log file.
 */
export function shownWhenQuiet(line: string): boolean {
  return line.startsWith('[build]') || /^\[stack\] (Aviso|Esperando)/.test(line);
}
