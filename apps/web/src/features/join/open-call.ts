/** Leaves the product for the call's own address (kept apart so a test can watch where a join leads). */
export function openCall(address: string): void {
  window.location.assign(address);
}
