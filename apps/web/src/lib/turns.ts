/**
 * Work cut into tasks. Each piece of work runs in a task of its own, in the order it was queued, so the
 * browser can handle a tap and paint between two of them: on a cheap phone, hydrating a long page in one
 * go is a task of a few hundred milliseconds in which nothing responds.
 */

const waiting: Array<() => void> = [];
let turnScheduled = false;
let channel: MessageChannel | null = null;

/**
 * One turn per task. A message, not a timer: timers in a background tab run once a second, and a page
 * opened in a new tab would come to life that slowly.
 */
function scheduleTurn(): void {
  if (turnScheduled) return;
  turnScheduled = true;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = giveNextTurn;
  }
  channel.port2.postMessage(null);
}

function giveNextTurn(): void {
  turnScheduled = false;
  const work = waiting.shift();
  // Scheduled first, so a piece of work that throws does not stop the ones after it.
  if (waiting.length > 0) scheduleTurn();
  work?.();
}

/** Runs `work` in a task of its own, after the pieces of work already waiting. */
export function inNextTurn(work: () => void): void {
  waiting.push(work);
  scheduleTurn();
}
