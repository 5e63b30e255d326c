type Handler = (...args: never[]) => void;

/** The part of a socket.io client the app uses, driven by the test: `serverSends` plays the server. */
export class FakeSocket {
  readonly handlers = new Map<string, Set<Handler>>();
  active = true;
  disconnected = false;

  on(event: string, handler: Handler): this {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }

  disconnect(): this {
    this.active = false;
    this.disconnected = true;
    this.serverSends('disconnect', 'io client disconnect');
    return this;
  }

  serverSends(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? [])
      (handler as (...values: unknown[]) => void)(...args);
  }
}
