import { composeBuildLine, staleComposeBuilds, withComposeBuilds, type ComposeBuild } from './composeBuilds';

const compose = `services:
  # The first service.
  svc-a:
    build: { context: ., dockerfile: svc-a/Dockerfile }
    environment:
      PORT: "3001"

  web:
    build: { context: ., dockerfile: Dockerfile, target: front, args: { APP: web, HEALTH_PATH: /index.html } }
    user: "101:101"
`;
const builds: Record<string, ComposeBuild> = {
  'svc-a': { context: '.', dockerfile: 'Dockerfile', target: 'service', args: { APP: 'svc-a', PORT: '3001', DIR: '${DIR:-/var/x}' } },
  web: { context: '.', dockerfile: 'Dockerfile', target: 'front', args: { APP: 'web', HEALTH_PATH: '/index.html' } },
};

describe("docker-compose.yml's build sections", () => {
  it('are written on one line, numbers and interpolations quoted so YAML reads them as strings', () => {
    expect(composeBuildLine(builds['svc-a'] as ComposeBuild)).toBe(
      'build: { context: ., dockerfile: Dockerfile, target: service, args: { APP: svc-a, PORT: "3001", DIR: "${DIR:-/var/x}" } }',
    );
  });

  it('replace only the build line of each service, and then read back as given', () => {
    expect(staleComposeBuilds(compose, builds)).toEqual(['svc-a']);
    const written = withComposeBuilds(compose, builds);
    expect(staleComposeBuilds(written, builds)).toEqual([]);
    const changed = written.split('\n').filter((line, i) => line !== compose.split('\n')[i]);
    expect(changed).toEqual([`    ${composeBuildLine(builds['svc-a'] as ComposeBuild)}`]);
    // Written twice, the same file.
    expect(withComposeBuilds(written, builds)).toBe(written);
  });

  it('tell a missing service or a service without a build line', () => {
    expect(staleComposeBuilds(compose, { ...builds, other: builds.web as ComposeBuild })).toEqual(['svc-a', 'other']);
    expect(() => withComposeBuilds(compose, { other: builds.web as ComposeBuild })).toThrow('el servicio other no tiene una línea build:');
    expect(() => withComposeBuilds('services:\n  web:\n    image: x\n  svc-a:\n    build: { context: . }\n', { web: builds.web as ComposeBuild })).toThrow(
      'el servicio web no tiene una línea build:',
    );
  });
});
