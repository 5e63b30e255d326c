import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StandInRefund {
  id: string;
  payment_id: string;
  amount: number;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * A local stand-in for the parts of Razorpay's REST API the adapter calls (orders, refunds), checking
 * basic authentication like the real one. `failNextRefunds` makes the next refund calls answer 502;
 * `loseNextRefundAnswers` makes the next refunds but closes the connection instead of answering;
 * `garbleNextRefunds` answers the next refund calls 200 with a body that is not JSON, making nothing;
 * `refundStatus` is what new refunds report.
 */
export interface RazorpayStandIn {
  url: string;
  orders: { id: string; amount: number; currency: string; receipt: string; notes: Record<string, string> }[];
  refunds: StandInRefund[];
  failNextRefunds: number;
  loseNextRefundAnswers: number;
  garbleNextRefunds: number;
  refundStatus: StandInRefund['status'];
  requests: string[];
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startRazorpayStandIn(keyId: string, keySecret: string): Promise<RazorpayStandIn> {
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_StandIn${String((counter += 1)).padStart(7, '0')}`;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const standIn: RazorpayStandIn = {
    url: '',
    orders: [],
    refunds: [],
    failNextRefunds: 0,
    loseNextRefundAnswers: 0,
    garbleNextRefunds: 0,
    refundStatus: 'processed',
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? '';
      standIn.requests.push(`${request.method} ${path}`);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== expectedAuth) {
        send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
        return;
      }
      const body = await readJson(request);
      if (request.method === 'POST' && path === '/v1/orders') {
        const order = {
          id: nextId('order'),
          amount: Number(body.amount),
          currency: String(body.currency),
          receipt: String(body.receipt),
          notes: (body.notes ?? {}) as Record<string, string>,
        };
        standIn.orders.push(order);
        send(200, { ...order, entity: 'order', status: 'created', amount_paid: 0 });
        return;
      }
      const refundMatch = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      if (request.method === 'POST' && refundMatch?.[1]) {
        if (standIn.failNextRefunds > 0) {
          standIn.failNextRefunds -= 1;
          send(502, {
            error: { code: 'SERVER_ERROR', description: 'The server is temporarily unavailable' },
          });
          return;
        }
        if (standIn.garbleNextRefunds > 0) {
          standIn.garbleNextRefunds -= 1;
          response.writeHead(200, { 'content-type': 'text/html' });
          response.end('<html><body>upstream hiccup</body></html>');
          return;
        }
        const refund: StandInRefund = {
          id: nextId('rfnd'),
          payment_id: refundMatch[1],
          amount: Number(body.amount),
          receipt: typeof body.receipt === 'string' ? body.receipt : null,
          status: standIn.refundStatus,
        };
        standIn.refunds.push(refund);
        if (standIn.loseNextRefundAnswers > 0) {
          standIn.loseNextRefundAnswers -= 1;
          request.socket.destroy();
          return;
        }
        send(200, { ...refund, entity: 'refund', currency: 'INR' });
        return;
      }
      const listMatch = /^\/v1\/payments\/([^/]+)\/refunds/.exec(path);
      if (request.method === 'GET' && listMatch?.[1]) {
        const items = standIn.refunds.filter((refund) => refund.payment_id === listMatch[1]);
        send(200, { entity: 'collection', count: items.length, items });
        return;
      }
      const fetchMatch = /^\/v1\/refunds\/([^/?]+)/.exec(path);
      if (request.method === 'GET' && fetchMatch?.[1]) {
        const refund = standIn.refunds.find((candidate) => candidate.id === fetchMatch[1]);
        if (refund) send(200, { ...refund, entity: 'refund' });
        else
          send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
        return;
      }
      send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
