import { DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';

/**
 * A Dockerfile as its stages, read with dockerfile-ast (the parser behind the Dockerfile language
 * server), and its lint diagnostics from dockerfile-utils: no container engine runs here, so the
 * images are read and checked, not built.
 */
export interface DockerInstruction {
  keyword: string;
  /** The arguments, continuation lines joined, flags left out. */
  args: string[];
  /** `--from=build` -> { from: 'build' }. */
  flags: Record<string, string>;
  /** Everything after the flags, as written (a JSON array stays one string; continuations joined). */
  text: string;
}

export interface DockerStage {
  image: string;
  name: string | undefined;
  instructions: DockerInstruction[];
}

export function dockerStages(text: string): DockerStage[] {
  const stages: DockerStage[] = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    const keyword = instruction.getKeyword().toUpperCase();
    const args = instruction.getArguments().map((a) => a.getValue());
    const withFlags = instruction as unknown as { getFlags?: () => { getName(): string; getValue(): string | null }[] };
    const flags = Object.fromEntries((withFlags.getFlags?.() ?? []).map((f) => [f.getName(), f.getValue() ?? '']));
    const entry: DockerInstruction = { keyword, args, flags, text: instruction.getArgumentsContent() ?? '' };
    if (keyword === 'FROM') {
      const [image, as, name] = args;
      stages.push({ image: image ?? '', name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
      continue;
    }
    const current = stages[stages.length - 1];
    if (current) current.instructions.push(entry);
  }
  return stages;
}

/** The last stage: what the image is. */
export function finalStage(stages: DockerStage[]): DockerStage {
  const last = stages[stages.length - 1];
  if (!last) throw new Error('Dockerfile sin FROM');
  return last;
}

/** `HEALTHCHECK ... CMD ["a","b"]` -> ['a', 'b']; the shell form -> ['CMD-SHELL', text]. */
export function healthcheckCommand(instruction: DockerInstruction): string[] {
  const match = /^CMD\s+(.*)$/s.exec(instruction.text.trim());
  if (!match) throw new Error(`HEALTHCHECK sin CMD: ${instruction.text}`);
  const command = (match[1] as string).trim();
  return command.startsWith('[') ? (JSON.parse(command) as string[]) : ['CMD-SHELL', command];
}

/** Lint problems (unknown flags, bad ports, missing arguments, duplicate stage names...). */
export function dockerfileProblems(text: string): string[] {
  return validate(text).map((d) => `línea ${d.range.start.line + 1}: ${d.message}`);
}
