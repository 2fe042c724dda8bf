import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
import { imagePlans, planOf, wrongBuildArgs, type ImageKind, type ImagePlan } from './images';

/**
 * Runs inside the image build (the Dockerfile's service-build and front-build stages), from the
 * repository root: the Dockerfile is one for every app, so what an app's image holds is worked
 * out here from its build arguments (which a RUN sees as environment variables), the route table
 * and the workspace graph, not written per app.
 *
 *   npx tsx packages/deploy/src/appImage.ts service --ship /ship --plan /plan
 *     Checks APP, PORT and METRICS_PORT against the route table; copies, for APP and each local
 *     package it runs with, its package.json and the files it ships (its "files" field: compiled
 *     code and the data it reads at run time) into /ship, keeping their paths (the sources, tests
 *     and scripts stay behind); writes the Debian packages it runs to /plan/debian-packages.
 *
 *   npx tsx packages/deploy/src/appImage.ts front
 *     Checks APP and HEALTH_PATH against the route table.
 */

/** The plan of the app the build arguments name, or a Spanish message on what is wrong. */
export function checkedPlan(plans: ImagePlan[], kind: ImageKind, env: Record<string, string | undefined>): ImagePlan {
  const plan = planOf(plans, kind, env.APP);
  const wrong = wrongBuildArgs(plan, env);
  if (wrong.length > 0) throw new Error(`Argumentos de ${plan.dir} que no coinciden con la tabla de rutas: ${wrong.join('; ')}`);
  return plan;
}

/** The workspaces a service image ships: the local packages it runs with, then itself. */
export const shippedWorkspaces = (plan: ImagePlan): string[] => [...plan.localPackages, plan.dir];

/** The Debian packages a service runs (route table: debianPackages), as the final stage's apt-get reads them. */
export const debianPackagesList = (plan: ImagePlan): string => (plan.service?.debianPackages ?? []).join(' ');

/** Copies each workspace's package.json and "files" into outDir, under the same paths. */
export function shipWorkspaces(root: string, workspaces: string[], outDir: string): void {
  for (const dir of workspaces) {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { files?: unknown };
    if (!Array.isArray(pkg.files) || pkg.files.length === 0) throw new Error(`${dir}/package.json: falta "files" (lo que la imagen lleva)`);
    for (const entry of ['package.json', ...(pkg.files as string[])]) {
      const from = join(root, dir, entry);
      if (!existsSync(from)) throw new Error(`${join(dir, entry)} no existe: ¿se compiló ${dir}?`);
      mkdirSync(dirname(join(outDir, dir, entry)), { recursive: true });
      cpSync(from, join(outDir, dir, entry), { recursive: true });
    }
  }
}

function option(args: string[], name: string): string {
  const value = args[args.indexOf(name) + 1];
  if (!args.includes(name) || !value) throw new Error(`Falta ${name} <carpeta>`);
  return value;
}

function main(args: string[]): void {
  const table = loadRouteTable();
  const plans = imagePlans(table);
  const [kind] = args;
  if (kind === 'service') {
    const plan = checkedPlan(plans, 'service', process.env);
    shipWorkspaces(table.root, shippedWorkspaces(plan), option(args, '--ship'));
    const planDir = option(args, '--plan');
    mkdirSync(planDir, { recursive: true });
    writeFileSync(join(planDir, 'debian-packages'), debianPackagesList(plan));
  } else if (kind === 'front') {
    checkedPlan(plans, 'front', process.env);
  } else {
    throw new Error('Uso: appImage.ts service --ship <carpeta> --plan <carpeta> | appImage.ts front');
  }
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
