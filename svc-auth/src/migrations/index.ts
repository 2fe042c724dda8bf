import { CreateUsersAndSessions1763600000000 } from './1763600000000-CreateUsersAndSessions';

/** Every migration, in order. Listed as classes so tsc, swc and Jest load them alike. */
export const migrations = [CreateUsersAndSessions1763600000000];
