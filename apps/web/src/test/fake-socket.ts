type Handler = (...args: never[]) => void;

/** The part of a socket.io client the app uses, driven by the test: `serverSends` plays the server. */
export class FakeSocket {
  readonly handlers = new Map<string, Set<Handler>>();
  active = true;
  disconnected = false;
  /** Whether the connection is open, as the test sets it: the app sends messages over it only then. */
  connected = false;
  /** What the app sent with an acknowledgement, in order. */
  readonly acknowledged: { event: string; args: unknown[] }[] = [];
  /** Plays the server's acknowledgement; without it, no answer ever comes (a connection that died). */
  answer: ((event: string, ...args: unknown[]) => unknown) | undefined;

  on(event: string, handler: Handler): this {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }

  /** How often the app asked to connect again after the socket went inactive. */
  connectCalls = 0;

  connect(): this {
    this.active = true;
    this.connectCalls += 1;
    return this;
  }

  disconnect(): this {
    this.active = false;
    this.disconnected = true;
    this.serverSends('disconnect', 'io client disconnect');
    return this;
  }

  /** socket.io's `socket.timeout(ms).emitWithAck(…)`: the answer, or a rejection after `ms`. */
  timeout(ms: number) {
    return {
      emitWithAck: (event: string, ...args: unknown[]): Promise<unknown> => {
        this.acknowledged.push({ event, args });
        const answer = this.answer;
        if (answer) return Promise.resolve().then(() => answer(event, ...args));
        return new Promise((_resolve, reject) =>
          setTimeout(() => reject(new Error('operation has timed out')), ms),
        );
      },
    };
  }

  serverSends(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? [])
      (handler as (...values: unknown[]) => void)(...args);
  }
}
