import { businessNameProblem, mergeChildProject, projectLogoProblem, projectPlanProblem, type StoredChildProject } from '@universo/contracts';
import type { ChildProjectDto as ChildProjectRequest } from '@universo/platform/api/content';

/** Where a visitor's business waits in the browser (nothing of it reaches the server). */
export const VISITOR_PROJECT_KEY = 'universo:mi-emprendimiento';

/** A stored visitor project, only if it still passes the rules the service uses (anything else is forgotten). */
export function parseVisitorProject(text: string | null): StoredChildProject | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredChildProject> | null;
    if (!value || businessNameProblem(value.businessName) !== null) return null;
    const plan = value.plan && projectPlanProblem(value.plan) === null ? value.plan : null;
    const logo = value.logo && projectLogoProblem(value.logo) === null ? value.logo : null;
    return { businessName: value.businessName!.trim(), plan, logo };
  } catch {
    return null;
  }
}

export function readVisitorProject(storage: Storage | null): StoredChildProject | null {
  try {
    return parseVisitorProject(storage?.getItem(VISITOR_PROJECT_KEY) ?? null);
  } catch {
    return null;
  }
}

/**
 * A visitor's save, merged by the same rule as the service's. A part the rules refuse changes
 * nothing; a full or refused storage keeps the project for this visit only.
 */
export function saveVisitorProject(storage: Storage | null, request: ChildProjectRequest): StoredChildProject | null {
  const stored = readVisitorProject(storage);
  const bad =
    (request.businessName !== undefined && businessNameProblem(request.businessName) !== null) ||
    (request.plan !== undefined && projectPlanProblem(request.plan) !== null) ||
    (request.logo !== undefined && projectLogoProblem(request.logo) !== null);
  if (bad) return stored;
  const merged = mergeChildProject(stored, request);
  if ('problem' in merged) return stored;
  try {
    storage?.setItem(VISITOR_PROJECT_KEY, JSON.stringify(merged));
  } catch {
    // Private mode or a full storage: the business lives until the page closes.
  }
  return merged;
}
