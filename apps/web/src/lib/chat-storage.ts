/**
 * Where the chat keeps what must survive a reload on this device: the messages waiting to be sent and
 * the text being typed, per signed-in user and conversation. Apart from the chat code so that logging out
 * can remove them without downloading it.
 */
const PREFIX = 'chat:';

export function chatOutboxKey(userId: string, partnerId: string): string {
  return `${PREFIX}outbox:${userId}:${partnerId}`;
}

export function chatDraftKey(userId: string, partnerId: string): string {
  return `${PREFIX}draft:${userId}:${partnerId}`;
}

/** The partners of the user's conversations that have something in the outbox on this device. */
export function listOutboxPartners(userId: string): string[] {
  const prefix = chatOutboxKey(userId, '');
  const partners: string[] = [];
  try {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key?.startsWith(prefix)) partners.push(key.slice(prefix.length));
    }
  } catch {
    // Storage blocked by the browser: nothing was kept.
  }
  return partners;
}

/**
 * Logging out removes every unsent message and draft from this device: on a shared phone the next person
 * must not find them (the user chose to leave; what was not sent is not sent).
 */
export function discardChatStorage(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage blocked by the browser: nothing was kept.
  }
}
