import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * What each workspace imports, read from its source with the TypeScript parser (so an import
 * written inside a string, like the child-process script of service-kit's ownPostgres.ts, is not
 * one). An image installs only the dependencies its workspace declares: an import that is not
 * declared works on a developer's machine (npm hoists everything to the root) and fails in the
 * image, so `workspaceDependencies.test.ts` compares the two.
 */

/** One bare import of a package by one file. */
export interface PackageImport {
  /** The package name: `@nestjs/common` for `@nestjs/common/decorators`. */
  name: string;
  /** The file, relative to the repository root. */
  file: string;
  /** `import type` / `export type`: erased by the compiler, needed only to type-check. */
  typeOnly: boolean;
  /** A test, a test helper, a build or bench script or a config file: never in an image. */
  development: boolean;
}

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', '.bench', '.stack', 'test-results', 'playwright-report']);

/**
 * Files that only tests, builds, benchmarks and scripts run. Everything else in a workspace is
 * what it ships (a service's dist, a front end's bundle).
 */
const DEVELOPMENT_FILE = [
  /\.(?:test|spec)\.[cm]?[jt]sx?$/,
  /(?:^|\/)(?:test|tests|__tests__|testing|bench|scripts|support|fixtures)\//,
  /(?:^|\/)testing\.[cm]?[jt]sx?$/,
  /(?:^|\/)[^/]*\.config\.[cm]?[jt]s$/,
  /(?:^|\/)jest-preset\.cjs$/,
  /(?:^|\/)global-setup\.ts$/,
  // Test helpers inside src (a throwaway PostgreSQL of a test's own, a test mail catcher).
  /(?:^|\/)ownPostgres\.ts$/,
  // A service's OpenAPI description and the plugin's metadata: read by `npm run openapi` and the
  // contract tests only; the running service never imports them.
  /^src\/openapi(?:\.metadata)?\.ts$/,
];

export function isDevelopmentFile(file: string): boolean {
  return DEVELOPMENT_FILE.some((pattern) => pattern.test(file));
}

const BUILTINS = new Set(builtinModules);

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`; undefined for relative and built-in modules. */
export function packageNameOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  // webpack's loader syntax and query strings never reach here in this codebase; keep the name part.
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
  if (BUILTINS.has(name)) return undefined;
  if (!/^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(name)) return undefined;
  return name;
}

/** Every module specifier a source text imports, with whether the import is type-only. */
export function importsOf(fileName: string, text: string): { specifier: string; typeOnly: boolean }[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push({ specifier: node.moduleReference.expression.text, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      const isResolve =
        ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'require' && callee.name.text === 'resolve';
      if ((isImport || isRequire || isResolve) && first && ts.isStringLiteralLike(first)) found.push({ specifier: first.text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') && statSync(path).size < 2_000_000) files.push(path);
  }
  return files;
}

/** Every package a workspace's source imports (built-ins and relative files left out). */
export function workspaceImports(root: string, dir: string): PackageImport[] {
  const result: PackageImport[] = [];
  for (const path of sourceFiles(join(root, dir))) {
    const file = relative(root, path);
    const development = isDevelopmentFile(relative(join(root, dir), path));
    for (const { specifier, typeOnly } of importsOf(path, readFileSync(path, 'utf8'))) {
      const name = packageNameOf(specifier);
      if (name) result.push({ name, file, typeOnly, development });
    }
  }
  return result;
}

export interface PackageJson {
  name: string;
  version?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  universo?: { kind?: string };
}

export function readPackageJson(root: string, dir: string): PackageJson {
  return JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as PackageJson;
}

/** The workspaces of the repository, folder -> package.json. */
export function readWorkspaces(root: string): Map<string, PackageJson> {
  const rootPkg = readPackageJson(root, '.');
  return new Map((rootPkg.workspaces ?? []).map((dir) => [dir, readPackageJson(root, dir)]));
}

/** A missing declaration: `file` imports `name`, which `workspace` does not declare where it must. */
export interface UndeclaredImport extends PackageImport {
  workspace: string;
  /** Where it must be declared: `dependencies` (it ships) or `devDependencies`. */
  expected: 'dependencies' | 'devDependencies';
}

/**
 * The imports a workspace does not declare. What it ships must be in its own `dependencies`
 * (or `peerDependencies`/`optionalDependencies`), or in the `dependencies` of a local
 * `@universo/*` package it depends on (npm installs those with it). A type-only import and
 * anything a test, script or config file imports may also come from the workspace's
 * `devDependencies` or the root's (the shared tooling: Jest, webpack, TypeScript, ESLint).
 */
export function undeclaredImports(root: string, dir: string, workspaces = readWorkspaces(root)): UndeclaredImport[] {
  const pkg = workspaces.get(dir);
  if (!pkg) throw new Error(`${dir} no es un workspace`);
  const byName = new Map([...workspaces.values()].map((p) => [p.name, p]));
  const rootPkg = readPackageJson(root, '.');
  const runtime = new Set<string>();
  // The workspace's own runtime declarations and those of the local packages it depends on, transitively.
  const visit = (p: PackageJson, seen: Set<string>): void => {
    if (seen.has(p.name)) return;
    seen.add(p.name);
    for (const name of [...Object.keys(p.dependencies ?? {}), ...Object.keys(p.peerDependencies ?? {}), ...Object.keys(p.optionalDependencies ?? {})]) {
      runtime.add(name);
      const local = byName.get(name);
      if (local) visit(local, seen);
    }
  };
  visit(pkg, new Set());
  const tooling = new Set([...Object.keys(pkg.devDependencies ?? {}), ...Object.keys(rootPkg.devDependencies ?? {})]);
  const undeclared: UndeclaredImport[] = [];
  for (const imported of workspaceImports(root, dir)) {
    if (imported.name === pkg.name) continue; // a package importing itself by name (exports map)
    if (runtime.has(imported.name)) continue;
    if ((imported.development || imported.typeOnly) && tooling.has(imported.name)) continue;
    undeclared.push({ ...imported, workspace: dir, expected: imported.development || imported.typeOnly ? 'devDependencies' : 'dependencies' });
  }
  return undeclared;
}
