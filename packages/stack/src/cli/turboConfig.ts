import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
import { renderTurboConfig, TURBO_JSON } from '../turboConfig';

/** npm run turbo:config: writes turbo.json; `--check` fails when the committed one differs. */
function main(): void {
  const root = loadRouteTable().root;
  const file = join(root, TURBO_JSON);
  const text = renderTurboConfig(root);
  if (process.argv.includes('--check')) {
    if (readFileSync(file, 'utf8') !== text) {
      console.error(`${TURBO_JSON} no está al día: ejecuta npm run turbo:config`);
      process.exit(1);
    }
    return;
  }
  writeFileSync(file, text);
  console.log(`${TURBO_JSON} escrito`);
}

main();
