import type { OpenAPIObject } from '@nestjs/swagger';
import { loadRouteTable } from '@universo/route-table';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MERGED_DOCUMENT, serviceDocumentFile } from '../src/files';
import { underPrefixes } from '../src/merge';
import { mergedContractDrift } from '../src/testing';

const table = loadRouteTable();
const read = (file: string): OpenAPIObject => JSON.parse(readFileSync(join(table.root, file), 'utf8')) as OpenAPIObject;

describe('the merged document the gateway serves', () => {
  it('is the merge of the committed service documents', () => {
    expect(mergedContractDrift(table)).toEqual([]);
  });

  it('resolves every reference it makes, like each service document', () => {
    for (const file of [MERGED_DOCUMENT, ...table.services.map(serviceDocumentFile)]) {
      const document = read(file) as unknown as Record<string, unknown>;
      const refs = new Set(JSON.stringify(document).match(/"#\/components\/[^"]+"/g) ?? []);
      for (const ref of refs) {
        const target = JSON.parse(ref as string)
          .slice(2)
          .split('/')
          .reduce((node: Record<string, unknown> | undefined, key: string) => node?.[key] as Record<string, unknown> | undefined, document);
        expect([file, ref, target !== undefined]).toEqual([file, ref, true]);
      }
    }
  });

  it('has every operation each service serves under its route-table prefixes, and nothing else', () => {
    const merged = read(MERGED_DOCUMENT);
    const expected: string[] = [];
    for (const service of table.services) {
      for (const [path, item] of Object.entries(read(serviceDocumentFile(service)).paths)) {
        if (underPrefixes(path, service.api)) expected.push(...Object.keys(item).map((method) => `${method} ${path}`));
      }
    }
    const listed = Object.entries(merged.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed.length).toBeGreaterThan(80);
  });

  it('gives every operation a tag, a success answer (or its redirect) and the error shape', () => {
    for (const [path, item] of Object.entries(read(MERGED_DOCUMENT).paths)) {
      for (const [method, operation] of Object.entries(item as Record<string, { tags?: string[]; responses: Record<string, unknown> }>)) {
        const where = `${method} ${path}`;
        expect([where, operation.tags?.length]).toEqual([where, 1]);
        expect([where, Object.keys(operation.responses).some((status) => /^[23]\d\d$/.test(status))]).toEqual([where, true]);
        expect([where, operation.responses['4XX']]).toEqual([where, { $ref: '#/components/responses/ClientError' }]);
      }
    }
  });
});
