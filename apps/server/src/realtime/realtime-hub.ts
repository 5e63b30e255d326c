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
  /** toUser, except to one connection (the one that sent what is pushed, answered already). */
  toUserExcept<E extends keyof ServerToClientEvents>(
    userId: string,
    connectionId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
}

/** The room of one user's devices. */
export const userRoom = (userId: string) => `user:${userId}`;

/** A hub whose socket server is attached once it exists (the HTTP server is made after the context). */
export interface AttachableHub extends RealtimeHub {
  attach(emit: (room: string, except: string | undefined, event: string, args: unknown[]) => void): void;
}

export function createRealtimeHub(): AttachableHub {
  let emit: ((room: string, except: string | undefined, event: string, args: unknown[]) => void) | undefined;
  return {
    toUser(userId, event, ...args) {
      emit?.(userRoom(userId), undefined, event, args);
    },
    toUserExcept(userId, connectionId, event, ...args) {
      emit?.(userRoom(userId), connectionId, event, args);
    },
    attach(next) {
      emit = next;
    },
  };
}
