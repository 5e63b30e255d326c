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
}

/** The room of one user's devices. */
export const userRoom = (userId: string) => `user:${userId}`;

/** A hub whose socket server is attached once it exists (the HTTP server is made after the context). */
export interface AttachableHub extends RealtimeHub {
  attach(emit: (rooms: string[], except: string | undefined, event: string, args: unknown[]) => void): void;
}

export function createRealtimeHub(): AttachableHub {
  let emit:
    ((rooms: string[], except: string | undefined, event: string, args: unknown[]) => void) | undefined;
  return {
    toUser(userId, event, ...args) {
      emit?.([userRoom(userId)], undefined, event, args);
    },
    toUsers(userIds, exceptConnection, event, ...args) {
      emit?.(userIds.map(userRoom), exceptConnection, event, args);
    },
    attach(next) {
      emit = next;
    },
  };
}
