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

/** The stage of that name (a target of the Dockerfile). */
export function stageNamed(stages: DockerStage[], name: string): DockerStage {
  const stage = stages.find((s) => s.name === name);
  if (!stage) throw new Error(`Dockerfile sin etapa ${name}`);
  return stage;
}

/** The stages a stage reads from: the one it starts from, COPY --from and RUN --mount from=. */
export function stageInputs(stage: DockerStage): string[] {
  const mounts = stage.instructions.flatMap((i) => (i.flags.mount ? [/(?:^|,)from=([^,]+)/.exec(i.flags.mount)?.[1]] : []));
  const copies = stage.instructions.map((i) => (i.keyword === 'COPY' ? i.flags.from : undefined));
  return [...new Set([stage.image, ...copies, ...mounts].filter((name): name is string => typeof name === 'string'))];
}

/** What `docker build --target <target>` builds: the target and every stage it reads from, in file order. */
export function targetStages(stages: DockerStage[], target: string): DockerStage[] {
  const wanted = new Set<string>();
  const visit = (name: string): void => {
    if (wanted.has(name)) return;
    const stage = stages.find((s) => s.name === name);
    if (!stage) return; // an image of a registry
    wanted.add(name);
    for (const input of stageInputs(stage)) visit(input);
  };
  visit(target);
  return stages.filter((s) => s.name !== undefined && wanted.has(s.name));
}

/**
 * A stage as the builder runs it with these build arguments: `$NAME` and `${NAME}` of each one
 * substituted in every instruction (ENV set from an argument, then, carries its value).
 */
export function withBuildArgs(stage: DockerStage, args: Record<string, string>): DockerStage {
  const substitute = (text: string): string =>
    text.replace(
      /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
      (match, braced?: string, bare?: string) => args[(braced ?? bare) as string] ?? match,
    );
  return {
    ...stage,
    instructions: stage.instructions.map((i) => ({ ...i, args: i.args.map(substitute), text: substitute(i.text) })),
  };
}
