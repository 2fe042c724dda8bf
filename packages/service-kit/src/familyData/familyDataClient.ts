import { FAMILY_GRANT_HEADER, type FamilyOwner, signFamilyGrant } from './familyGrant';
import { FAMILY_DATA_PATH, type FamilyDataExport } from './familyDataPart';
import { peerHeaders } from '../requestContext';

/** A service that did not answer a family-data call as expected (down, timeout, an error status). */
export class FamilyDataUnavailableError extends Error {
  constructor(
    readonly serviceUrl: string,
    reason: string,
  ) {
    super(`${serviceUrl}: ${reason}`);
    this.name = 'FamilyDataUnavailableError';
  }
}

export interface FamilyDataClientOptions {
  /** SESSION_SECRET: grants are signed with it. */
  secret: string;
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}

/** Calls another service's internal family-data endpoints with a signed grant (svc-auth, FAMILY's child deletion). */
export class FamilyDataClient {
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: FamilyDataClientOptions) {
    this.fetchFn = options.fetchFn ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async exportFrom(serviceUrl: string, owner: FamilyOwner): Promise<FamilyDataExport> {
    const response = await this.call(serviceUrl, FAMILY_DATA_PATH, 'GET', signFamilyGrant(owner, 'export', this.options.secret));
    if (response.status !== 200) throw await this.failed(serviceUrl, response);
    return (await response.json()) as FamilyDataExport;
  }

  async eraseIn(serviceUrl: string, owner: FamilyOwner): Promise<void> {
    const response = await this.call(serviceUrl, FAMILY_DATA_PATH, 'DELETE', signFamilyGrant(owner, 'erase', this.options.secret));
    if (response.status !== 204) throw await this.failed(serviceUrl, response);
  }

  async eraseChildIn(serviceUrl: string, owner: FamilyOwner, childId: string): Promise<void> {
    const path = `${FAMILY_DATA_PATH}/children/${encodeURIComponent(childId)}`;
    const response = await this.call(serviceUrl, path, 'DELETE', signFamilyGrant(owner, 'erase', this.options.secret));
    if (response.status !== 204) throw await this.failed(serviceUrl, response);
  }

  private async call(serviceUrl: string, path: string, method: string, grant: string): Promise<Response> {
    try {
      return await this.fetchFn(new URL(path, serviceUrl).href, {
        method,
        headers: { accept: 'application/json', [FAMILY_GRANT_HEADER]: grant, ...peerHeaders() },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new FamilyDataUnavailableError(serviceUrl, error instanceof Error ? error.message : String(error));
    }
  }

  private async failed(serviceUrl: string, response: Response): Promise<FamilyDataUnavailableError> {
    await response.body?.cancel();
    return new FamilyDataUnavailableError(serviceUrl, `respondió ${response.status}`);
  }
}
