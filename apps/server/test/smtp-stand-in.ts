import { createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * What the stand-in does with a connection: `answer` speaks enough SMTP to take a message, `close` hangs
 * up at once (a server that is down or restarting), `black-hole` accepts and never says a word.
 */
export type SmtpBehaviour = 'answer' | 'close' | 'black-hole';

export interface ReceivedMail {
  to: string[];
  subject: string;
  data: string;
}

/**
 * A local SMTP server for tests. `behaviour` applies to new connections; `stallFor` lists recipients whose
 * RCPT TO is never answered, so one message hangs while the others go through.
 */
export interface SmtpStandIn {
  url: string;
  behaviour: SmtpBehaviour;
  stallFor: Set<string>;
  received: ReceivedMail[];
  /** Connections opened so far, whatever happened to them. */
  connections: number;
  close(): Promise<void>;
}

const subjectOf = (data: string) => /^Subject: (.*)$/im.exec(data)?.[1]?.trim() ?? '';

function answer(standIn: SmtpStandIn, socket: Socket): void {
  const reply = (line: string) => socket.write(`${line}\r\n`);
  let buffered = '';
  let recipients: string[] = [];
  let data: string[] | undefined;

  const handleLine = (line: string) => {
    if (data) {
      if (line !== '.') {
        data.push(line.startsWith('..') ? line.slice(1) : line);
        return;
      }
      const message = data.join('\r\n');
      standIn.received.push({ to: recipients, subject: subjectOf(message), data: message });
      data = undefined;
      recipients = [];
      reply('250 2.0.0 queued');
      return;
    }
    const command = line.slice(0, 4).toUpperCase();
    if (command === 'EHLO' || command === 'HELO') reply('250 stand-in');
    else if (command === 'MAIL') reply('250 2.1.0 ok');
    else if (command === 'RCPT') {
      const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
      if (standIn.stallFor.has(address)) return; // never answered: the client has to give up on its own
      recipients.push(address);
      reply('250 2.1.5 ok');
    } else if (command === 'DATA') {
      data = [];
      reply('354 end with .');
    } else if (command === 'RSET') reply('250 ok');
    else if (command === 'QUIT') {
      reply('221 bye');
      socket.end();
    } else reply('502 5.5.2 not implemented');
  };

  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    let end = buffered.indexOf('\r\n');
    while (end >= 0) {
      handleLine(buffered.slice(0, end));
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\r\n');
    }
  });
  reply('220 stand-in ESMTP');
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    standIn.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (standIn.behaviour === 'close') socket.destroy();
    else if (standIn.behaviour === 'answer') answer(standIn, socket);
  });
  const standIn: SmtpStandIn = {
    url: '',
    behaviour: 'answer',
    stallFor: new Set(),
    received: [],
    connections: 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
