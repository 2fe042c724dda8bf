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
 * result is printed as a module of its entries (`src/openapi.metadata.ts`), which document.ts hands
 * to `SwaggerModule.loadPluginMetadata`. swc (builds, Jest) cannot run a TypeScript transformer, so the plugin's
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

/** `type: Object` or `type: [Object]`: the plugin's word for an answer typed by an interface. */
function isBareType(property: ts.ObjectLiteralElementLike): boolean {
  if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name) || property.name.text !== 'type') return false;
  // The plugin writes the array form as one identifier, `[Object]`.
  return ts.isIdentifier(property.initializer) && ['Object', '[Object]'].includes(property.initializer.text);
}

/**
 * The controllers' entries without the bare `type: Object` the plugin writes for a handler that
 * returns an interface: that answer is described from the return type (responseBodies.ts), so
 * the entry said nothing the document uses. A handler left with nothing to say is left out.
 */
function withoutBareAnswers(list: [ts.CallExpression, Record<string, unknown>][]): [ts.CallExpression, Record<string, unknown>][] {
  return list.flatMap(([load, classes]) => {
    const kept = Object.entries(classes as Record<string, Record<string, ts.ObjectLiteralExpression>>).flatMap(([name, methods]) => {
      const described = Object.entries(methods).flatMap(([method, literal]) => {
        const properties = literal.properties.filter((property) => !isBareType(property));
        return properties.length > 0 ? [[method, ts.factory.updateObjectLiteralExpression(literal, properties)] as const] : [];
      });
      return described.length > 0 ? [[name, Object.fromEntries(described)] as const] : [];
    });
    return kept.length > 0 ? [[load, Object.fromEntries(kept)] as [ts.CallExpression, Record<string, unknown>]] : [];
  });
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
  const { models, controllers: described } = visitor.collect();
  const controllers = withoutBareAnswers(described);
  const bodies = files.length > 0 ? responseBodies(program, files) : { operations: {}, schemas: {} };

  const f = ts.factory;
  const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });
  const out = ts.createSourceFile(METADATA_FILE, '', ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const section = (list: [ts.CallExpression, Record<string, unknown>][]) =>
    f.createArrayLiteralExpression(
      entries(list, out, printer).map(([load, meta]) => f.createArrayLiteralExpression([load, expressionOf(meta)])),
      true,
    );
  // `t` holds the modules of types named by reference (enums, nested DTOs), as the plugin expects;
  // document.ts loads them and hands them to `metadata` (the wrapper Nest reads is made there, once).
  const typeImports = visitor.typeImports;
  const constant = (name: string, value: ts.Expression): ts.Statement =>
    f.createVariableStatement(
      [f.createModifier(ts.SyntaxKind.ExportKeyword)],
      f.createVariableDeclarationList([f.createVariableDeclaration(name, undefined, undefined, value)], ts.NodeFlags.Const),
    );
  const arrow = (parameters: ts.ParameterDeclaration[], result: ts.Expression, async = false): ts.ArrowFunction =>
    f.createArrowFunction(
      async ? [f.createModifier(ts.SyntaxKind.AsyncKeyword)] : undefined,
      undefined,
      parameters,
      undefined,
      f.createToken(ts.SyntaxKind.EqualsGreaterThanToken),
      f.createParenthesizedExpression(result),
    );
  const imports = f.createObjectLiteralExpression(
    Object.keys(typeImports)
      .sort()
      .map((key) => f.createPropertyAssignment(f.createComputedPropertyName(f.createStringLiteral(key)), f.createIdentifier(typeImports[key]!))),
    true,
  );
  const entriesOf = f.createObjectLiteralExpression(
    [f.createPropertyAssignment('models', section(models)), f.createPropertyAssignment('controllers', section(controllers))],
    true,
  );
  const statements = [
    constant('typeImports', arrow([], imports, true)),
    constant('metadata', arrow([f.createParameterDeclaration(undefined, undefined, 't')], entriesOf)),
  ];
  const header = [
    '/* eslint-disable */',
    '// @ts-nocheck',
    "// Generated by `npm run openapi` from this package's DTOs and controllers (@nestjs/swagger plugin). Do not edit.",
  ].join('\n');
  const text = statements.map((statement) => printer.printNode(ts.EmitHint.Unspecified, statement, out)).join('\n');
  return { metadata: `${header}\n${text}\n`, responseBodies: sortedDeep(bodies) };
}

/** The metadata module's text of one package (see readPackageSources). */
export const generatePluginMetadata = (serviceDir: string): string => readPackageSources(serviceDir).metadata;
