import type { FamilyOwner } from './familyGrant';

/** Injection token of the service's {@link FamilyDataPart}. */
export const FAMILY_DATA_PART = Symbol('FAMILY_DATA_PART');

/**
 * What one service keeps about a family, over its own tables: svc-auth gathers every service's
 * part for `GET /api/account/export` and erases every part for `DELETE /api/account`.
 */
export interface FamilyDataPart {
  /** Everything the service keeps about the family, as plain JSON (binary data as base64). */
  export(owner: FamilyOwner): Promise<Record<string, unknown>>;
  /**
   * Removes the family's rows, or strips them of anything personal where a law requires the
   * record to stay. Idempotent: erasing twice, or a family the service never saw, is fine.
   */
  erase(owner: FamilyOwner): Promise<void>;
  /** Removes what belongs to one child profile of the family only. Idempotent. */
  eraseChild?(owner: FamilyOwner, childId: string): Promise<void>;
}

/** The answer of `GET /internal/family-data`. */
export interface FamilyDataExport {
  service: string;
  data: Record<string, unknown>;
}

/** The internal paths every service with a part answers (never routed by the gateway). */
export const FAMILY_DATA_PATH = '/internal/family-data';
