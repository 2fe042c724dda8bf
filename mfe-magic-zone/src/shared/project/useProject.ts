import { useCallback, useState } from 'react';
import type { StoredChildProject } from '@universo/contracts';
import type { ChildProjectDto as ChildProjectRequest, ProjectBestResults } from '@universo/platform/api/content';
import { useCurrentUser } from '@universo/platform';
import { browserStorage } from '../browserStorage';
import { useGetProjectQuery, useSaveProjectMutation } from './api/projectApi';
import { readVisitorProject, saveVisitorProject } from './visitorProject';

/** The business as the games show it: best results only for a logged-in child (the server's). */
export type ShownProject = StoredChildProject & { best?: ProjectBestResults };

export interface ProjectState {
  project: ShownProject | null;
  /** False while a logged-in child's project is on its way (a game waits before taking its name). */
  ready: boolean;
  save: (request: ChildProjectRequest) => Promise<void>;
}

/**
 * The child's business: a logged-in child's from svc-content (it follows them across devices),
 * a visitor's from this browser. Saving is best effort: a game never stops because of it.
 */
export function useProject(): ProjectState {
  const { user, isLoading: userLoading } = useCurrentUser();
  const loggedIn = Boolean(user);
  const query = useGetProjectQuery(undefined, { skip: !loggedIn });
  const [saveRemote] = useSaveProjectMutation();
  const [visitor, setVisitor] = useState(() => readVisitorProject(browserStorage()));

  const save = useCallback(
    async (request: ChildProjectRequest) => {
      if (!loggedIn) {
        setVisitor(saveVisitorProject(browserStorage(), request));
        return;
      }
      try {
        await saveRemote(request).unwrap();
      } catch {
        // 409 (no child profile yet) or a network failure: the game goes on.
      }
    },
    [loggedIn, saveRemote],
  );

  // Until the session is known, nothing is ready: a logged-in child must not get this browser's visitor project.
  if (userLoading) return { project: null, ready: false, save };
  if (!loggedIn) return { project: visitor, ready: true, save };
  return { project: query.data?.project ?? null, ready: !query.isLoading && !query.isFetching, save };
}
