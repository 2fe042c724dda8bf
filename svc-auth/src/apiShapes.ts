// The JSON this service takes and answers, as its handlers return it and its DTOs implement it.
// Its OpenAPI document is generated from these (npm run openapi), and the front ends' types
// from the document (@universo/platform/api/*): the front ends never import this file.
import type { Role } from '@universo/contracts';

/** The current user as returned by GET /api/auth/user. Never contains the password hash. */
export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  age: number | null;
  role: Role;
  createdAt: string;
  /** Whether the adult confirmed the account's address (POST /api/auth/confirm-email). */
  emailConfirmed: boolean;
}

/**
 * svc-auth's `GET /api/auth/session`: always 200. `active` says whether the presented session is
 * still valid (what other services check); with an active session it also carries the user, so a
 * page learns who is logged in without a 401 for visitors (the browser logs every 4xx as an error).
 * `GET /api/auth/user` keeps the spec's 401 for other clients.
 */
export interface SessionAnswer {
  active: boolean;
  user?: User;
}

export interface LoginRequest {
  email: string;
  password: string;
}

/**
 * POST /api/auth/register: the spec's fields (firstName, lastName and age describe the first
 * child; email and password are the adult's) plus the adult's consents (family.ts).
 */
export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  age: number;
  adultConfirmed: boolean;
  privacyAccepted: boolean;
  privacyVersion: string;
}
