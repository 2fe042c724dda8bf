import { FIRST_SCREENS_CONTAINER_DIR } from '@universo/gateway';
import { loadRouteTable, type RouteTable } from '@universo/route-table';
import { chartApps, chartFiles, gatewayFilesForChart, staleChartFiles } from './chart';

const table = loadRouteTable();

describe('the chart’s generated files', () => {
  it('match the route table (npm run chart writes them)', () => {
    expect(staleChartFiles(table.root, table)).toEqual([]);
  });

  it('would drift when the route table changes', () => {
    const changed: RouteTable = { ...table, services: table.services.map((s) => (s.name === 'chat' ? { ...s, port: s.port + 100 } : s)) };
    const drifted = Object.entries(chartFiles(changed))
      .filter(([path, text]) => chartFiles(table)[path] !== text)
      .map(([path]) => path);
    expect(drifted).toEqual(expect.arrayContaining(['generated/apps.yaml', 'generated/gateway/nginx.conf']));
  });
});

describe('chartApps', () => {
  const apps = chartApps(table);

  it('lists every service with its database roles, its calls and its callers', () => {
    const chat = apps.services.find((s) => s.name === 'chat');
    expect(chat).toEqual(
      expect.objectContaining({
        app: 'svc-chat',
        port: 3003,
        database: 'francesca_chat',
        roles: { owner: 'francesca_chat_owner', app: 'francesca_chat_app' },
        scalable: true,
        urlEnv: 'CHAT_URL',
      }),
    );
    expect(chat?.calls.map((c) => c.app).sort()).toEqual(['svc-auth', 'svc-billing', 'svc-content']);
    // svc-auth asks for a family's export and erasure; svc-content erases a child's chats.
    expect(chat?.callers.sort()).toEqual(['svc-auth', 'svc-content']);
  });

  it('lists the shell and every remote as front ends', () => {
    expect(apps.fronts.map((f) => [f.app, f.kind, f.healthPath])).toEqual([
      ['shell', 'shell', '/index.html'],
      ...table.remotes.map((r) => [r.dir, 'remote', '/mf-manifest.json']),
    ]);
  });
});

describe('gatewayFilesForChart', () => {
  it('is the compose configuration with the cluster’s names and three Helm placeholders', () => {
    const nginx = gatewayFilesForChart(table)['nginx.conf'] ?? '';
    expect(nginx).toContain('resolver {{ .Values.gateway.resolver }} valid=10s ipv6=off;');
    expect(nginx).toContain('server svc-chat.{{ .Release.Namespace }}.svc.{{ .Values.clusterDomain }}:3003 resolve');
    expect(nginx).toContain('{{- range .Values.gateway.trustedProxies }}');
    expect(nginx).toContain('default {{ if .Values.gateway.behindTls }}https{{ else }}$scheme{{ end }};');
    expect(nginx).not.toContain('192.0.2.1');
    // No other template action: nginx's own braces are single.
    expect(nginx.match(/\{\{/g)).toHaveLength(nginx.match(/\}\}/g)?.length ?? 0);
  });

  it('does not depend on the shell’s GATEWAY_ variables', () => {
    const before = gatewayFilesForChart(table)['nginx.conf'];
    process.env.GATEWAY_HOST = '10.9.8.7';
    process.env.GATEWAY_FIRST_SCREENS_DIR = '/otra/carpeta';
    try {
      expect(gatewayFilesForChart(table)['nginx.conf']).toBe(before);
    } finally {
      delete process.env.GATEWAY_HOST;
      delete process.env.GATEWAY_FIRST_SCREENS_DIR;
    }
  });

  it('keeps every line of the first screens behind firstScreens.enabled', () => {
    const nginx = gatewayFilesForChart(table)['nginx.conf'] ?? '';
    const blocks = nginx.match(/\{\{- if \.Values\.firstScreens\.enabled \}\}\n[\s\S]*?\{\{- end \}\}/g) ?? [];
    // The two regexes of the page's file, the map to its file on disk, the late start, the internal location.
    expect(blocks).toHaveLength(4);
    const outside = blocks.reduce((text, block) => text.replace(block, ''), nginx);
    expect(outside).not.toMatch(/_first-screen\/|first_screen_on_disk|first-screens|universo_late_start 1/);
    expect(blocks.join('\n')).toContain(`alias ${FIRST_SCREENS_CONTAINER_DIR}/;`);
  });
});
