import Razorpay from 'razorpay';
import {
  isPaymentSignatureValid,
  isWebhookSignatureValid,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderRefund,
} from './payment-provider.ts';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API address; only changed to point the tests at a local stand-in. */
  apiUrl: string;
}

const REQUEST_TIMEOUT_MS = 15_000;

interface HttpClient {
  defaults: { baseURL?: string; timeout?: number };
}

/**
 * The SDK has no setting for its address or a timeout (axios waits for ever by default); both live on its
 * HTTP client. Refusing to start is better than silently calling the real API from a test.
 */
function configureHttpClient(sdk: Razorpay, apiUrl: string): void {
  const client = (sdk.api as unknown as { rq?: HttpClient }).rq;
  if (!client?.defaults) throw new Error('razorpay SDK: HTTP client not found; check the SDK version');
  client.defaults.baseURL = apiUrl;
  client.defaults.timeout = REQUEST_TIMEOUT_MS;
}

/** Turns what the SDK throws ({ statusCode, error } or a network error) into one error type. */
function providerError(error: unknown): PaymentProviderError {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const status = Number((error as { statusCode: unknown }).statusCode);
    const detail = (error as { error?: { description?: unknown } }).error?.description;
    const message = `Razorpay answered ${status}${typeof detail === 'string' ? `: ${detail}` : ''}`;
    // Client errors are final except a conflict (a request still being processed) and a rate limit.
    return new PaymentProviderError(message, status >= 500 || status === 409 || status === 429);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(`Razorpay could not be reached: ${message}`, true);
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw providerError(error);
  }
}

function toRefund(refund: { id: string; status: string }): ProviderRefund {
  const status = refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
  return { id: refund.id, status };
}

/** The real provider through its official SDK. Orders are in paise; refunds are full and normal speed. */
export function createRazorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const sdk = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  configureHttpClient(sdk, settings.apiUrl);

  return {
    name: 'razorpay',
    keyId: settings.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call(() =>
        sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes }),
      );
      return { id: order.id, amountPaise: Number(order.amount) };
    },
    isPaymentSignatureValid: (input) => isPaymentSignatureValid(settings.keySecret, input),
    isWebhookSignatureValid: (rawBody, signature) =>
      isWebhookSignatureValid(settings.webhookSecret, rawBody, signature),
    async refund({ paymentId, amountPaise, receipt }) {
      const refund = await call(() =>
        sdk.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', receipt }),
      );
      return toRefund(refund);
    },
    async findRefund({ paymentId, receipt }) {
      const page = await call(() => sdk.payments.fetchMultipleRefund(paymentId, { count: 100 }));
      const found = page.items.find((refund) => refund.receipt === receipt);
      return found && toRefund(found);
    },
    async fetchRefund(refundId) {
      return toRefund(await call(() => sdk.refunds.fetch(refundId)));
    },
  };
}
