import { CreateUsersAndSessions1763600000000 } from './1763600000000-CreateUsersAndSessions';
import { CreateConsents1763600000100 } from './1763600000100-CreateConsents';
import { CreateAccountErasures1763600000300 } from './1763600000300-CreateAccountErasures';

/** Every migration, in order. Listed as classes so tsc, swc and Jest load them alike. */
export const migrations = [CreateUsersAndSessions1763600000000, CreateConsents1763600000100, CreateAccountErasures1763600000300];
