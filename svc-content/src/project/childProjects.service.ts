import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  CHILD_PROJECT_MESSAGES,
  type ChildProjectRequest,
  type ChildProjectResponse,
  mergeChildProject,
  projectBestResults,
  type StoredChildProject,
} from '@universo/contracts';
import type { FastifyRequest } from 'fastify';
import { type ChildKey, ChildrenService } from '../children/children.service';
import { ChildProjectsRepository, type SavedProject } from './childProjects.repository';

class ProjectProblem extends Error {}

/** The child's business: read and saved for the child who is playing, or read for a named child of the family. */
@Injectable()
export class ChildProjectsService {
  constructor(
    private readonly children: ChildrenService,
    private readonly projects: ChildProjectsRepository,
  ) {}

  async playing(userId: string, request: FastifyRequest): Promise<ChildProjectResponse> {
    const child = await this.children.playing(userId, request);
    return child ? this.answer(child, await this.projects.find(child)) : { project: null };
  }

  /** Another family's child is a 404, like one that does not exist (ChildrenService.child). */
  async ofChild(userId: string, childId: string): Promise<ChildProjectResponse> {
    const child = await this.children.child(userId, childId);
    const key = { userId, childId: child.id };
    return this.answer(key, await this.projects.find(key));
  }

  async save(userId: string, request: FastifyRequest, body: ChildProjectRequest): Promise<ChildProjectResponse> {
    const child = await this.children.playing(userId, request);
    if (!child) throw new ConflictException(CHILD_PROJECT_MESSAGES.needsProfile);
    try {
      const saved = await this.projects.update(child, (stored) => {
        const merged = mergeChildProject(stored, body);
        if ('problem' in merged) throw new ProjectProblem(merged.problem);
        return merged satisfies StoredChildProject;
      });
      return this.answer(child, saved);
    } catch (error) {
      if (error instanceof ProjectProblem) throw new BadRequestException(error.message);
      throw error;
    }
  }

  private async answer(child: ChildKey, saved: SavedProject | null): Promise<ChildProjectResponse> {
    if (!saved) return { project: null };
    return {
      project: {
        businessName: saved.businessName,
        plan: saved.plan,
        logo: saved.logo,
        best: projectBestResults(await this.projects.businessResults(child)),
        updatedAt: saved.updatedAt.toISOString(),
      },
    };
  }
}
