import { loadRouteTable } from '@universo/route-table';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openApiFiles } from '../files';

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
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
