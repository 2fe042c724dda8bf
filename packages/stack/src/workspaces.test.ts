import { buildOrder, importedPackages, transitiveDeps, workspaceKind, type WorkspaceKind } from './workspaces';

describe('importedPackages', () => {
  it('finds imports, re-exports, dynamic imports and requires, without subpaths', () => {
    const source = [
      "import { a } from '@universo/contracts';",
      'import type { B } from "@universo/service-kit/testing";',
      "export * from '@universo/platform';",
      "const c = await import('@universo/federation');",
      "const d = require('node:fs');",
      "import 'reflect-metadata';",
      "const text = 'not an import @universo/stack';",
    ].join('\n');
    expect([...importedPackages(source)].sort()).toEqual(
      ['@universo/contracts', '@universo/federation', '@universo/platform', '@universo/service-kit', 'reflect-metadata'].sort(),
    );
  });
});

describe('workspaceKind', () => {
  it('classifies by the route table kind, then by folder', () => {
    expect(workspaceKind('svc-auth', { universo: { kind: 'service' } })).toBe('service');
    expect(workspaceKind('shell', { universo: { kind: 'shell' } })).toBe('front');
    expect(workspaceKind('mfe-stories', { universo: { kind: 'remote' } })).toBe('front');
    expect(workspaceKind('packages/contracts', {})).toBe('package');
    expect(workspaceKind('e2e', {})).toBe('other');
  });
});

describe('buildOrder', () => {
  const item = (dir: string, kind: WorkspaceKind) => ({ dir, kind });
  const items = [
    item('shell', 'front'),
    item('svc-auth', 'service'),
    item('packages/service-kit', 'package'),
    item('mfe-stories', 'front'),
    item('packages/contracts', 'package'),
    item('svc-chat', 'service'),
  ];
  const deps: Record<string, string[]> = {
    'packages/service-kit': ['packages/contracts'],
    'svc-auth': ['packages/service-kit', 'packages/contracts'],
    'svc-chat': ['packages/service-kit'],
    shell: ['packages/contracts'],
  };

  it('puts dependencies first, then packages, services and front ends', () => {
    expect(buildOrder(items, (i) => deps[i.dir] ?? []).map((i) => i.dir)).toEqual([
      'packages/contracts',
      'packages/service-kit',
      'svc-auth',
      'svc-chat',
      'shell',
      'mfe-stories',
    ]);
  });

  it('lets a dependency override the kind order', () => {
    const order = buildOrder([item('packages/a', 'package'), item('svc-x', 'service')], (i) => (i.dir === 'packages/a' ? ['svc-x'] : []));
    expect(order.map((i) => i.dir)).toEqual(['svc-x', 'packages/a']);
  });

  it('ignores dependencies outside the list and reports cycles', () => {
    expect(buildOrder([item('a', 'package')], () => ['packages/route-table']).map((i) => i.dir)).toEqual(['a']);
    expect(() => buildOrder([item('a', 'package'), item('b', 'package')], (i) => [i.dir === 'a' ? 'b' : 'a'])).toThrow(/circulares/);
  });
});

describe('transitiveDeps', () => {
  it('follows dependencies of dependencies once, cycles included', () => {
    const graph: Record<string, string[]> = { app: ['kit'], kit: ['contracts', 'app'], contracts: [] };
    expect([...transitiveDeps('app', (d) => graph[d] ?? [])].sort()).toEqual(['contracts', 'kit']);
  });
});
