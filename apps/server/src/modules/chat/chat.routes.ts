import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatHistoryQuerySchema,
  chatMessageSchema,
  chatPartnerParamsSchema,
  chooseTimeRequestSchema,
  conversationSummarySchema,
  mentorConversationsRequestSchema,
  proposeTimesRequestSchema,
  readMessagesRequestSchema,
  searchedMentorSchema,
  searchedStudentSchema,
  searchedUserRequestSchema,
  sendMessageRequestSchema,
  studentConversationsRequestSchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { assertSelf, requireRole } from '../../plugins/auth.ts';
import {
  chooseTime,
  describePartner,
  listConversations,
  markConversationRead,
  proposeTimes,
  readHistory,
  sendMessage,
  type ChatSender,
  type ChatUser,
} from './chat.service.ts';
import { chatSendLimit } from './send-limit.ts';

const tags = ['chat'];
const security = [{ bearerAuth: [] }];

/** The signed-in student or mentor, with the session their token belongs to; an id the body names must be theirs. */
function chatSender(request: FastifyRequest, claimedId?: string): ChatSender {
  const { id, role, sessionId } = assertSelf(request, claimedId);
  if (role === 'admin') throw new Error('chat routes are guarded for students and mentors');
  return { id, role, sessionId };
}

/** The signed-in student or mentor; an id the body names must be theirs. */
function chatUser(request: FastifyRequest, claimedId?: string): ChatUser {
  const { id, role } = chatSender(request, claimedId);
  return { id, role };
}

export function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const asParticipant = requireRole(ctx, 'student', 'mentor');
  const sendLimit = chatSendLimit(app, ctx).preHandler;

  router.post(
    '/api/v1/message/send/:id',
    {
      schema: {
        tags,
        summary: 'Send a message to the other participant (while the two share an active session)',
        description: 'A repeated clientMessageId from the same sender answers the message already stored.',
        params: chatPartnerParamsSchema,
        body: sendMessageRequestSchema,
        response: okResponse(chatMessageSchema),
        security,
      },
      preHandler: [asParticipant, sendLimit],
    },
    async (request, reply) => {
      const sender = chatSender(request, request.body.senderId);
      return sendOk(reply, await sendMessage(ctx, sender, request.params.id, request.body), 'Message sent');
    },
  );

  router.get(
    '/api/v1/message/:id',
    {
      schema: {
        tags,
        summary: 'A page of the conversation with the other participant, oldest first (before= pages back)',
        params: chatPartnerParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: okResponse(z.array(chatMessageSchema)),
        security,
      },
      preHandler: asParticipant,
    },
    async (request, reply) => {
      const user = chatUser(request, request.query.senderId);
      const history = await readHistory(ctx, user, request.params.id, {
        before: request.query.before,
        limit: request.query.limit,
      });
      return sendOk(reply, history);
    },
  );

  router.post(
    '/api/v1/message/read-message/:id',
    {
      schema: {
        tags,
        summary: 'Mark read the messages received from the other participant',
        params: chatPartnerParamsSchema,
        body: readMessagesRequestSchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asParticipant,
    },
    async (request, reply) => {
      const user = chatUser(request, request.body?.senderId);
      await markConversationRead(ctx, user, request.params.id);
      return sendOk(reply, null, 'Messages marked read');
    },
  );

  router.post(
    '/api/v1/message/all-conversations-students',
    {
      schema: {
        tags,
        summary: 'The student’s conversations, latest message first',
        body: studentConversationsRequestSchema,
        response: okResponse(z.array(conversationSummarySchema)),
        security,
      },
      preHandler: requireRole(ctx, 'student'),
    },
    async (request, reply) =>
      sendOk(reply, await listConversations(ctx, chatUser(request, request.body?.studentId))),
  );

  router.post(
    '/api/v1/message/all-conversations',
    {
      schema: {
        tags,
        summary: 'The mentor’s conversations, latest message first',
        body: mentorConversationsRequestSchema,
        response: okResponse(z.array(conversationSummarySchema)),
        security,
      },
      preHandler: requireRole(ctx, 'mentor'),
    },
    async (request, reply) =>
      sendOk(reply, await listConversations(ctx, chatUser(request, request.body?.mentorId))),
  );

  router.post(
    '/api/v1/message/searched-user-details-mentors',
    {
      schema: {
        tags,
        summary: 'The mentor of a student’s conversation (display id and picture)',
        body: searchedUserRequestSchema,
        response: okResponse(searchedMentorSchema),
        security,
      },
      preHandler: requireRole(ctx, 'student'),
    },
    async (request, reply) => {
      const partner = await describePartner(ctx, chatUser(request), request.body.searchedUserId);
      return sendOk(reply, searchedMentorSchema.parse(partner));
    },
  );

  router.post(
    '/api/v1/message/searched-user-details',
    {
      schema: {
        tags,
        summary: 'The student of a mentor’s conversation (username and picture)',
        body: searchedUserRequestSchema,
        response: okResponse(searchedStudentSchema),
        security,
      },
      preHandler: requireRole(ctx, 'mentor'),
    },
    async (request, reply) => {
      const partner = await describePartner(ctx, chatUser(request), request.body.searchedUserId);
      return sendOk(reply, searchedStudentSchema.parse(partner));
    },
  );

  router.post(
    '/api/v1/message/propose-times/:id',
    {
      schema: {
        tags,
        summary: 'Offer one to three session times to the other participant of an active session',
        params: chatPartnerParamsSchema,
        body: proposeTimesRequestSchema,
        response: okResponse(chatMessageSchema),
        security,
      },
      preHandler: [asParticipant, sendLimit],
    },
    async (request, reply) => {
      const message = await proposeTimes(ctx, chatUser(request), request.params.id, request.body);
      return sendOk(reply, message, 'Times offered');
    },
  );

  router.post(
    '/api/v1/message/choose-time',
    {
      schema: {
        tags,
        summary: 'Pick one of the times the other participant offered; both get a calendar invitation',
        body: chooseTimeRequestSchema,
        response: okResponse(chatMessageSchema),
        security,
      },
      preHandler: asParticipant,
    },
    async (request, reply) => {
      const message = await chooseTime(ctx, chatUser(request), request.body);
      return sendOk(reply, message, 'Session time agreed');
    },
  );
}
