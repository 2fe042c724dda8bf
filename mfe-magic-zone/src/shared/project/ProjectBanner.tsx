import type { ShownProject } from './useProject';

/** One line that ties a game to the child's business: "Tu negocio: «Limonada Feliz»". */
export function ProjectBanner({ project, what = 'Tu negocio' }: { project: ShownProject | null; what?: string }) {
  if (!project) return null;
  return (
    <p className="uf-badge mz-project" data-testid="mz-project">
      <span aria-hidden="true">🏪</span> {what}: «{project.businessName}»
    </p>
  );
}
