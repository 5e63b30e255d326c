import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { CheckoutOrder } from '@neetmentor/contract';
import type { CheckoutOutcome } from './checkout-outcome.ts';
import { openRazorpayCheckout } from './razorpay-checkout.ts';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog.tsx';

interface OpenSandbox {
  order: CheckoutOrder;
  settle: (outcome: CheckoutOutcome) => void;
}

/**
 * The payment window for an order from create-order or create-fee-order, whichever provider the server
 * uses: Razorpay's widget (its script loaded on first use) or the sandbox's dialog, which the caller
 * renders as `checkoutElement`. `openCheckout` resolves with how the checkout ended, and rejects only
 * when the window could not be opened. One window at a time: a second call while one is open rejects.
 */
export function useCheckout(): {
  openCheckout: (order: CheckoutOrder) => Promise<CheckoutOutcome>;
  checkoutElement: ReactNode;
} {
  const [sandbox, setSandbox] = useState<OpenSandbox | null>(null);
  const busy = useRef(false);

  const openCheckout = useCallback(async (order: CheckoutOrder): Promise<CheckoutOutcome> => {
    if (busy.current) throw new Error('A payment window is already open.');
    busy.current = true;
    try {
      if (order.provider === 'razorpay') return await openRazorpayCheckout(order);
      return await new Promise<CheckoutOutcome>((resolve) => {
        setSandbox({
          order,
          settle: (outcome) => {
            setSandbox(null);
            resolve(outcome);
          },
        });
      });
    } finally {
      busy.current = false;
    }
  }, []);

  const checkoutElement = sandbox ? (
    <SandboxCheckoutDialog key={sandbox.order.id} order={sandbox.order} onOutcome={sandbox.settle} />
  ) : null;
  return { openCheckout, checkoutElement };
}
