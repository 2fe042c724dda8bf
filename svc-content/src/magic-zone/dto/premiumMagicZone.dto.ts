import { Matches } from 'class-validator';
import { MAGIC_ZONE_MESSAGES } from '../magicZone.messages';

/** A resource id as the catalogue writes them; a well-formed id that is not in it answers 404. */
export const RESOURCE_ID = /^(?=.{1,60}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The route parameters of /api/axxon/premium/library/:resourceId/download. */
export class LibraryResourceParams {
  @Matches(RESOURCE_ID, { message: MAGIC_ZONE_MESSAGES.resourceId })
  resourceId: string;
}

/** GET /api/axxon/premium/challenges?age=N: the age as plain digits, 6 to 12 (12 is "12 or older"). */
export class ChallengesQuery {
  @Matches(/^(?:[6-9]|1[0-2])$/, { message: MAGIC_ZONE_MESSAGES.challengeAge })
  age: string;
}
