import { loadRouteTable } from '@universo/route-table';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { baselineDecision, baselineFile, baselinesOf, BASELINES_DIR, type VersionedDocument } from '../baselines';
import { openApiFiles, serviceDocumentFile } from '../files';

/**
 * `npm run openapi`: runs the @nestjs/swagger plugin over each service, writes its metadata module
 * and its OpenAPI document, then the merged document the gateway serves. Commit them with the
 * DTO or controller change: the contract tests compare them with what the code generates.
 */
async function main(): Promise<void> {
  const table = loadRouteTable();
  const write = (file: string, text: string): void => {
    const path = join(table.root, file);
    let before: string | undefined;
    try {
      before = readFileSync(path, 'utf8');
    } catch {
      before = undefined;
    }
    if (before === text) return;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  };
  const written: string[] = [];
  // The metadata is written as soon as it is generated: the documents are built from it.
  for await (const [file, text] of openApiFiles(table, write)) {
    write(file, text);
    written.push(`${file} (${Math.round(Buffer.byteLength(text) / 1024)} KB)`);
  }
  console.log(`Documentos OpenAPI escritos:\n  ${written.join('\n  ')}`);

  // A document that described what the service never did (a wrong status, JSON where it sends
  // HTML) is corrected without a new major version: OPENAPI_ACCEPT=svc-billing npm run openapi.
  // The baseline's diff shows what was accepted, for the review.
  const accepted = new Set(
    (process.env.OPENAPI_ACCEPT ?? '')
      .split(',')
      .map((dir) => dir.trim())
      .filter(Boolean),
  );
  // The baselines the compatibility check compares each service's document with (baselines.ts).
  const existing = existsSync(join(table.root, BASELINES_DIR)) ? readdirSync(join(table.root, BASELINES_DIR)) : [];
  for (const service of table.services) {
    const text = readFileSync(join(table.root, serviceDocumentFile(service)), 'utf8');
    const document = JSON.parse(text) as VersionedDocument;
    const file = baselineFile(service, document.info.version);
    const path = join(table.root, file);
    const baseline = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as VersionedDocument) : undefined;
    const decision = baselineDecision(baseline, document);
    if (decision.action === 'refuse' && accepted.has(service.dir)) {
      console.log(`\n${file}: aceptados como corrección del documento (OPENAPI_ACCEPT):\n  ${decision.changes.join('\n  ')}`);
    } else if (decision.action === 'refuse') {
      console.error(
        `\n${service.dir} rompe su contrato: ${file} se queda como estaba y su prueba de contrato fallará.\n  ${decision.changes.join('\n  ')}\n` +
          `Si es deliberado: npm version major -w ${service.dir} && npm run openapi. Si el documento estaba mal (el servicio nunca respondió así): OPENAPI_ACCEPT=${service.dir} npm run openapi`,
      );
      continue;
    }
    write(file, text);
    // A new major version: the older baselines go (git keeps them).
    for (const older of baselinesOf(service, existing).filter((other) => other !== file)) rmSync(join(table.root, older));
    if (decision.action === 'start') console.log(`Línea base nueva: ${file}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
