import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';

/**
 * docker-compose.yml's `build:` sections of the images the one Dockerfile makes. The rest of the
 * file is written by hand (comments, environment, volumes); npm run images rewrites only each
 * service's one-line `build:` from the route table, and `--check` compares them as YAML.
 */
export const COMPOSE_FILE = 'docker-compose.yml';

export interface ComposeBuild {
  context: string;
  dockerfile?: string;
  target?: string;
  args?: Record<string, string>;
}

/** A plain YAML scalar where it reads the same, a double-quoted one otherwise (numbers, `${…}`). */
function scalar(value: string): string {
  return /^[A-Za-z/._-][A-Za-z0-9/._-]*$/.test(value) ? value : JSON.stringify(value);
}

/** The section on one line, in flow style, as the rest of the file writes it. */
export function composeBuildLine(build: ComposeBuild): string {
  const entries = Object.entries(build).map(([key, value]) => {
    if (typeof value === 'string') return `${key}: ${scalar(value)}`;
    const args = Object.entries(value as Record<string, string>).map(([name, arg]) => `${name}: ${scalar(arg)}`);
    return `${key}: { ${args.join(', ')} }`;
  });
  return `build: { ${entries.join(', ')} }`;
}

/** The services whose build section is not the one given (missing ones included). */
export function staleComposeBuilds(composeText: string, builds: Record<string, ComposeBuild>): string[] {
  const services = (parse(composeText, { merge: true }) as { services?: Record<string, { build?: unknown }> }).services ?? {};
  return Object.entries(builds)
    .filter(([name, build]) => !isDeepStrictEqual(services[name]?.build, build))
    .map(([name]) => name);
}

/** The file with each named service's `build:` line replaced; fails on a service with none. */
export function withComposeBuilds(composeText: string, builds: Record<string, ComposeBuild>): string {
  const lines = composeText.split('\n');
  for (const [name, build] of Object.entries(builds)) {
    const start = lines.indexOf(`  ${name}:`);
    const end = lines.findIndex((line, i) => i > start && /^ {0,2}\S/.test(line));
    const at = start < 0 ? -1 : lines.findIndex((line, i) => i > start && (end < 0 || i < end) && line.startsWith('    build:'));
    if (at < 0) throw new Error(`${COMPOSE_FILE}: el servicio ${name} no tiene una línea build:`);
    lines[at] = `    ${composeBuildLine(build)}`;
  }
  return lines.join('\n');
}
