import type { ReadonlyVisitor as ReadonlyVisitorClass } from '@nestjs/swagger/dist/plugin';
import type { PluginOptions } from '@nestjs/swagger/dist/plugin/merge-options';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { responseBodies, type ResponseBodies } from './responseBodies';
import { sortedDeep } from './stable';

/**
 * The @nestjs/swagger CLI plugin, run the way Nest runs it for projects compiled with swc: its
 * read-only visitor walks the service's DTOs and controllers with the TypeScript compiler and the
 * result is printed as a module (`src/openapi.metadata.ts`) that `SwaggerModule.loadPluginMetadata`
 * applies to the classes. swc (builds, Jest) cannot run a TypeScript transformer, so the plugin's
 * output is generated beside the code instead of inside each compiled file.
 */

/** What the plugin reads: class-validator rules and comments become schema facts and descriptions. */
export const PLUGIN_OPTIONS: PluginOptions = {
  dtoFileNameSuffix: ['.dto.ts'],
  controllerFileNameSuffix: ['.controller.ts'],
  classValidatorShim: true,
  introspectComments: true,
};

export const METADATA_FILE = 'openapi.metadata.ts';

// The package exports the plugin as '@nestjs/swagger/plugin'; its types sit under dist/, which is
// what the type checker's module resolution (Node10) finds.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ReadonlyVisitor } = require('@nestjs/swagger/plugin') as { ReadonlyVisitor: typeof ReadonlyVisitorClass };

type Meta = ts.Node | { [key: string]: Meta } | Meta[];

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function isNode(value: unknown): value is ts.Node {
  return typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'number';
}

/** Rebuilds the plugin's nested metadata ({ file → class → member → object literal }) as one expression. */
function expressionOf(meta: Meta): ts.Expression {
  const f = ts.factory;
  if (isNode(meta)) return meta as ts.Expression;
  if (Array.isArray(meta)) return f.createArrayLiteralExpression(meta.map(expressionOf), true);
  return f.createObjectLiteralExpression(
    Object.keys(meta)
      .sort()
      .map((key) => f.createPropertyAssignment(f.createStringLiteral(key), expressionOf(meta[key]!))),
    true,
  );
}

/** The plugin's entries for one kind (models or controllers), ordered by file so the output is stable. */
function entries(list: [ts.CallExpression, Record<string, unknown>][], source: ts.SourceFile, printer: ts.Printer): [ts.CallExpression, Meta][] {
  const keyed = list.map(([load, meta]) => [printer.printNode(ts.EmitHint.Expression, load, source), load, meta as Meta] as const);
  return keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, load, meta]) => [load, meta]);
}

/** What one package's sources give its document. */
export interface PackageSources {
  /** The text of the plugin's metadata module (`src/openapi.metadata.ts`). */
  metadata: string;
  /**
   * The answers read from the handlers' return types (see responseBodies.ts). They are not
   * committed: the document (openapi.json) says them, each named shape once.
   */
  responseBodies: ResponseBodies;
}

/**
 * Runs the plugin over one package's sources (`serviceDir`, holding tsconfig.json and src/: a
 * service, or service-kit for the controllers every service mounts) and returns the metadata
 * module's text, with the answers read from the same program. Only that package's own files are
 * described: service-kit's health and family-data controllers are described once, in its own
 * module (see files.ts).
 */
export function readPackageSources(serviceDir: string): PackageSources {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(serviceDir, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`No se pudo leer ${serviceDir}/tsconfig.json`);
  const src = path.join(serviceDir, 'src');
  // Only the service's own sources as roots: its tests import other services, which would slow the
  // program down and add their DTOs.
  const program = ts.createProgram({ rootNames: tsFiles(src).filter((file) => path.basename(file) !== METADATA_FILE), options: config.options });
  const visitor = new ReadonlyVisitor({ ...PLUGIN_OPTIONS, pathToSource: src });
  const files = program.getSourceFiles().filter((file) => !file.isDeclarationFile && file.fileName.startsWith(src + path.sep));
  for (const file of files) visitor.visit(program, file);
  const { models, controllers } = visitor.collect();
  const bodies = files.length > 0 ? responseBodies(program, files) : { operations: {}, schemas: {} };

  const f = ts.factory;
  const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });
  const out = ts.createSourceFile(METADATA_FILE, '', ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const section = (list: typeof models) =>
    f.createArrayLiteralExpression(
      entries(list, out, printer).map(([load, meta]) => f.createArrayLiteralExpression([load, expressionOf(meta)])),
      true,
    );
  // `t` holds the modules of types named by reference (enums, nested DTOs), as the plugin expects.
  const typeImports = visitor.typeImports;
  const typeImportsDeclaration = f.createVariableStatement(
    undefined,
    f.createVariableDeclarationList(
      [
        f.createVariableDeclaration(
          't',
          undefined,
          undefined,
          f.createObjectLiteralExpression(
            Object.keys(typeImports)
              .sort()
              .map((key) => f.createPropertyAssignment(f.createComputedPropertyName(f.createStringLiteral(key)), f.createIdentifier(typeImports[key]!))),
            true,
          ),
        ),
      ],
      ts.NodeFlags.Const,
    ),
  );
  const body = f.createObjectLiteralExpression(
    [
      f.createPropertyAssignment(
        f.createStringLiteral('@nestjs/swagger'),
        f.createObjectLiteralExpression(
          [f.createPropertyAssignment('models', section(models)), f.createPropertyAssignment('controllers', section(controllers))],
          true,
        ),
      ),
    ],
    true,
  );
  const exported = f.createExportAssignment(
    undefined,
    undefined,
    f.createArrowFunction(
      [f.createModifier(ts.SyntaxKind.AsyncKeyword)],
      undefined,
      [],
      undefined,
      f.createToken(ts.SyntaxKind.EqualsGreaterThanToken),
      f.createBlock([typeImportsDeclaration, f.createReturnStatement(body)], true),
    ),
  );
  const header = [
    '/* eslint-disable */',
    '// @ts-nocheck',
    "// Generated by `npm run openapi` from this package's DTOs and controllers (@nestjs/swagger plugin). Do not edit.",
  ].join('\n');
  return { metadata: `${header}\n${printer.printNode(ts.EmitHint.Unspecified, exported, out)}\n`, responseBodies: sortedDeep(bodies) };
}

/** The metadata module's text of one package (see readPackageSources). */
export const generatePluginMetadata = (serviceDir: string): string => readPackageSources(serviceDir).metadata;
