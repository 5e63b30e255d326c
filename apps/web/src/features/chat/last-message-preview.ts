import type { TFunction } from 'i18next';
import type { ConversationSummary, SiteLanguage } from '@neetmentor/contract';
import { formatSessionTime } from './chat-time.ts';

type LastMessage = NonNullable<ConversationSummary['lastMessage']>;

/**
 * The line under a conversation's name. An offer of times or an agreed time is worded from its kind and
 * times in the reader's language (the stored text is the server's English sentence); a typed message is
 * the writer's own words.
 */
export function lastMessagePreview(last: LastMessage, t: TFunction<'chat'>, language: SiteLanguage): string {
  const proposal = last.proposal;
  if (last.kind === 'proposal' && proposal) {
    const times = proposal.slots.map((slot) => formatSessionTime(slot, language)).join('; ');
    return t('list.offered', { packageName: proposal.packageName, times });
  }
  if (last.kind === 'scheduled' && proposal?.chosenSlot)
    return t('list.agreed', { time: formatSessionTime(proposal.chosenSlot, language) });
  return last.message;
}
