/**
 * Open connections per account on this instance, up to a ceiling. A person has a few devices and tabs;
 * a client opening connection after connection with one token would otherwise hold the instance's memory
 * (and a partners query and presence question each) without end.
 */
export interface ConnectionCap {
  /** Takes a place for the account; false when it holds the most already. Each place taken is released once. */
  take(userId: string): boolean;
  release(userId: string): void;
}

export function createConnectionCap(maxPerAccount: number): ConnectionCap {
  const open = new Map<string, number>();
  return {
    take(userId) {
      const count = open.get(userId) ?? 0;
      if (count >= maxPerAccount) return false;
      open.set(userId, count + 1);
      return true;
    },
    release(userId) {
      const count = open.get(userId) ?? 0;
      // No entry is kept for an account without connections: the map holds only who is connected.
      if (count <= 1) open.delete(userId);
      else open.set(userId, count - 1);
    },
  };
}
