// What other modules, the jobs and the realtime server may use of the chat module.
export {
  remindSession,
  remindUpcomingSessions,
  sendMessage,
  type ChatSender,
  type ChatUser,
} from './chat.service.ts';
export { readSessionConversation } from './evidence.service.ts';
export { chatPartners, chatPartnersOf } from './presence.service.ts';
export { chatSendLimit } from './send-limit.ts';
