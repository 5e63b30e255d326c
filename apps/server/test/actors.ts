import type { Role } from '@neetmentor/contract';
import { issueSession } from '../src/modules/auth/index.ts';
import type { TestApp } from './app.ts';
import { createAdminAccount, createMentor, createStudent } from './factories.ts';

/** Who sends a request in the authorization matrix; anonymous first, so it is the default actor. */
export const ACTOR_NAMES = [
  'anonymous',
  'studentA',
  'studentB',
  'pendingMentor',
  'mentor',
  'deactivatedMentor',
  'admin',
] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

export interface Account {
  role: Role;
  id: string;
  email: string;
  /** Mentors only: the public display id. */
  mentorId?: string;
}

export interface Actor {
  name: ActorName;
  /** Null for the anonymous visitor, who has no account and no token. */
  account: Account | null;
  token: string | null;
}

/** A fresh set of actors, plus the accounts that are "someone else" for the mentor and the admin. */
export interface World {
  actors: Record<ActorName, Actor>;
  otherMentor: Account;
  otherAdmin: Account;
}

/** An account like the named actor's: a verified student, a mentor in that state, or an admin. */
export async function createAccount(
  subject: TestApp,
  name: Exclude<ActorName, 'anonymous'>,
): Promise<Account> {
  const db = subject.database.db;
  switch (name) {
    case 'studentA':
    case 'studentB': {
      const row = await createStudent(db);
      return { role: 'student', id: row.id, email: row.email };
    }
    case 'pendingMentor':
    case 'mentor':
    case 'deactivatedMentor': {
      const row = await createMentor(
        db,
        name === 'pendingMentor'
          ? { applicationStatus: 'pending', approvedAt: null }
          : name === 'deactivatedMentor'
            ? { isActive: false }
            : {},
      );
      return { role: 'mentor', id: row.id, email: row.email, mentorId: row.mentorId };
    }
    case 'admin': {
      const row = await createAdminAccount(db);
      return { role: 'admin', id: row.id, email: row.email };
    }
  }
}

/**
 * An actor with a live session of its own. Sessions are issued directly rather than through login: a
 * mentor awaiting approval or deactivated cannot log in, and the point is what the server does with a
 * token such a mentor still holds (issued before deactivation, say).
 */
export async function createActor(subject: TestApp, name: ActorName): Promise<Actor> {
  if (name === 'anonymous') return { name, account: null, token: null };
  const account = await createAccount(subject, name);
  const session = await issueSession(subject.context, subject.database.db, {
    role: account.role,
    userId: account.id,
    remember: false,
  });
  return { name, account, token: session.token };
}

export async function createWorld(subject: TestApp): Promise<World> {
  const actors = await Promise.all(ACTOR_NAMES.map((name) => createActor(subject, name)));
  const [otherMentor, otherAdmin] = await Promise.all([
    createAccount(subject, 'mentor'),
    createAccount(subject, 'admin'),
  ]);
  return {
    actors: Object.fromEntries(actors.map((actor) => [actor.name, actor])) as Record<ActorName, Actor>,
    otherMentor,
    otherAdmin,
  };
}

/**
 * The account whose records are "someone else's" for an actor: another account of the same kind
 * (student A and B for each other), and student A for the anonymous visitor.
 */
export function someoneElse(world: World, actor: Actor): Account {
  const { studentA, studentB } = world.actors;
  const first = (candidate: Actor): Account => {
    if (!candidate.account) throw new Error(`${candidate.name} has no account`);
    return candidate.account;
  };
  switch (actor.name) {
    case 'studentA':
      return first(studentB);
    case 'anonymous':
    case 'studentB':
      return first(studentA);
    case 'admin':
      return world.otherAdmin;
    default:
      return world.otherMentor;
  }
}
