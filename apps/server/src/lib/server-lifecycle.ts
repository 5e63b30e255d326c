/**
 * Whether this instance is on its way out. From the first SIGTERM it drains: health answers 503 so a load
 * balancer stops sending, while every other request is still served, with `Connection: close` so clients
 * open their next connection elsewhere.
 */
export interface ServerLifecycle {
  readonly draining: boolean;
  startDraining(): void;
}

export function createServerLifecycle(): ServerLifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
