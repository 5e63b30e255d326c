// Stand-ins for the services the server calls out to, each able to misbehave: a Razorpay orders API that
// is up, slow or down, and an SMTP server that is closed, black-holed (accepts, never answers) or working.
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server.address().port));
  });
}

/**
 * A server that can be closed and opened again on the same port (closed: connections are refused). Closing
 * ends its connections, except those in `held`: a black hole's stay silent until `release()`, as a stalled
 * server's would whatever happened to its listener.
 */
function reopenable(makeServer) {
  let server;
  const sockets = new Set();
  const handle = {
    port: 0,
    held: new Set(),
    release() {
      for (const socket of handle.held) socket.destroy();
      handle.held.clear();
    },
    async open(mode) {
      await handle.close();
      handle.mode = mode;
      server = makeServer(handle);
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      handle.port = await listen(server, handle.port);
    },
    async close() {
      if (!server) return;
      for (const socket of sockets) if (!handle.held.has(socket)) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve()));
      server = undefined;
    },
  };
  return handle;
}

/** Razorpay's POST /v1/orders: mode "up" answers at once, "slow" after `slowMs`. */
export function razorpayStandIn({ slowMs = 60_000 } = {}) {
  let counter = 0;
  return reopenable((handle) =>
    createHttpServer((request, response) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const answer = () => {
          if (response.destroyed) return;
          const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
          counter += 1;
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              id: `order_Faults${String(counter).padStart(8, '0')}`,
              entity: 'order',
              amount: Number(body.amount),
              amount_paid: 0,
              currency: String(body.currency ?? 'INR'),
              receipt: String(body.receipt ?? ''),
              notes: body.notes ?? {},
              status: 'created',
            }),
          );
        };
        if (handle.mode === 'slow') setTimeout(answer, slowMs).unref();
        else answer();
      });
    }),
  );
}

/**
 * SMTP: mode "black-hole" accepts connections and never says a word; "up" speaks just enough SMTP to take
 * every message and counts them in `handle.delivered`.
 */
export function smtpStandIn() {
  const handle = reopenable((self) =>
    createTcpServer((socket) => {
      socket.on('error', () => undefined);
      if (self.mode === 'black-hole') {
        self.held.add(socket);
        return;
      }
      let inData = false;
      let buffered = '';
      socket.write('220 faults.test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffered += chunk.toString('latin1');
        let end;
        while ((end = buffered.indexOf('\r\n')) >= 0) {
          const line = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (inData) {
            if (line === '.') {
              inData = false;
              self.delivered += 1;
              socket.write('250 2.0.0 queued\r\n');
            }
            continue;
          }
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO') socket.write('250-faults.test\r\n250 8BITMIME\r\n');
          else if (verb === 'HELO') socket.write('250 faults.test\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    }),
  );
  handle.delivered = 0;
  return handle;
}
