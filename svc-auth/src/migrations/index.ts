import { CreateUsersAndSessions1763600000000 } from './1763600000000-CreateUsersAndSessions';
import { CreateConsents1763600000100 } from './1763600000100-CreateConsents';

/** Every migration, in order. Listed as classes so tsc, swc and Jest load them alike. */
export const migrations = [CreateUsersAndSessions1763600000000, CreateConsents1763600000100];
