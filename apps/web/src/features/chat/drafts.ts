import { chatDraftKey } from '../../lib/chat-storage.ts';

/** The text being typed in a conversation, as it was when the page was last open on this device. */
export function readDraft(me: string, partnerId: string): string {
  try {
    return localStorage.getItem(chatDraftKey(me, partnerId)) ?? '';
  } catch {
    return '';
  }
}

export function saveDraft(me: string, partnerId: string, text: string): void {
  try {
    if (text === '') localStorage.removeItem(chatDraftKey(me, partnerId));
    else localStorage.setItem(chatDraftKey(me, partnerId), text);
  } catch {
    // Storage full or blocked: the text stays in the field while the page is open.
  }
}
