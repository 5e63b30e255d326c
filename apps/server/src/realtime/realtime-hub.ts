import type { ServerToClientEvents } from '@neetmentor/contract';

/**
 * How modules push to people's open screens: an event to every device of one user, on whichever server
 * instance it is connected (the Redis adapter carries it across instances). Pushes happen after the change
 * is stored and committed; a user who is offline simply reads it from the API later.
 */
export interface RealtimeHub {
  toUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /**
   * One event to every device of several users at once (encoded once, one message between instances),
   * except to one connection when given: the one that sent what is pushed, answered already.
   */
  toUsers<E extends keyof ServerToClientEvents>(
    userIds: readonly string[],
    exceptConnection: string | undefined,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /**
   * Closes at once, on every instance, the connections opened with these sessions' tokens (logout, a
   * password change or reset). Call it after the sessions' end is committed, so a retry is refused.
   */
  disconnectSessions(sessionIds: readonly string[]): void;
}

/** The room of one user's devices. */
export const userRoom = (userId: string) => `user:${userId}`;

/** The room of the connections opened with one session's token. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

type Emit = (rooms: string[], except: string | undefined, event: string, args: unknown[]) => void;
type Disconnect = (rooms: string[]) => void;

/** A hub whose socket server is attached once it exists (the HTTP server is made after the context). */
export interface AttachableHub extends RealtimeHub {
  attach(emit: Emit, disconnect?: Disconnect): void;
}

export function createRealtimeHub(): AttachableHub {
  let emit: Emit | undefined;
  let disconnect: Disconnect | undefined;
  return {
    toUser(userId, event, ...args) {
      emit?.([userRoom(userId)], undefined, event, args);
    },
    toUsers(userIds, exceptConnection, event, ...args) {
      emit?.(userIds.map(userRoom), exceptConnection, event, args);
    },
    disconnectSessions(sessionIds) {
      if (sessionIds.length > 0) disconnect?.(sessionIds.map(sessionRoom));
    },
    attach(nextEmit, nextDisconnect) {
      emit = nextEmit;
      disconnect = nextDisconnect;
    },
  };
}
