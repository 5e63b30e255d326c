import Razorpay from 'razorpay';
import { z } from 'zod';
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

/** What axios rejects with: an answer with its status and body, or none (reset, timeout, refused). */
interface HttpError {
  code?: string;
  message?: string;
  response?: { status?: number; data?: unknown };
}

interface HttpClient {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: {
    response: { use(onAnswer: undefined, onError: (error: HttpError) => Promise<never>): unknown };
  };
}

/** Status of the stand-in answer given to a request that got none. */
const NO_ANSWER = 0;

/**
 * The SDK turns a failed request into `{ statusCode: response.status, error: response.data.error }`. A
 * request whose answer was lost has no `response`, and a garbled error body no `data.error`, so the SDK
 * itself would throw "Cannot read properties of undefined". This runs first and gives every failure an
 * answer the SDK can read, saying what happened.
 */
function describeFailure(error: HttpError): Promise<never> {
  const answer = error.response;
  const body = answer?.data as { error?: { description?: unknown } } | null | undefined;
  const detail = body?.error?.description;
  const description = !answer
    ? `${error.code ? `${error.code}: ` : ''}${error.message ?? 'no answer'}`
    : typeof detail === 'string'
      ? detail
      : 'an error without a readable description';
  return Promise.reject({
    response: { status: answer?.status ?? NO_ANSWER, data: { error: { description } } },
  });
}

/**
 * The SDK has no setting for its address or a timeout (axios waits for ever by default); both live on its
 * HTTP client. Refusing to start is better than silently calling the real API from a test.
 */
function configureHttpClient(sdk: Razorpay, apiUrl: string): void {
  const client = (sdk.api as unknown as { rq?: HttpClient }).rq;
  if (!client?.defaults || !client.interceptors) {
    throw new Error('razorpay SDK: HTTP client not found; check the SDK version');
  }
  client.defaults.baseURL = apiUrl;
  client.defaults.timeout = REQUEST_TIMEOUT_MS;
  client.interceptors.response.use(undefined, describeFailure);
}

/** Turns what the SDK throws ({ statusCode, error } or a network error) into one error type. */
function providerError(error: unknown): PaymentProviderError {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const status = Number((error as { statusCode: unknown }).statusCode);
    const detail = (error as { error?: { description?: unknown } }).error?.description;
    const reason = typeof detail === 'string' ? detail : 'no detail';
    // Lost on the way: whether Razorpay acted is unknown, so the caller asks again (a refund first looks
    // for itself by its receipt).
    if (status === NO_ANSWER)
      return new PaymentProviderError(`No answer from Razorpay (${reason}); will ask again`, true);
    const message = `Razorpay answered ${status}: ${reason}`;
    // Client errors are final except a conflict (a request still being processed) and a rate limit.
    return new PaymentProviderError(message, status >= 500 || status === 409 || status === 429);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(`Razorpay could not be reached: ${message}`, true);
}

/**
 * Calls the SDK and reads its answer with `shape`: an answer that is not what Razorpay documents (an
 * empty or garbled body through a proxy) is a failure worth retrying, never a half-read object.
 */
async function call<T>(what: string, request: () => Promise<unknown>, shape: z.ZodType<T>): Promise<T> {
  let answer: unknown;
  try {
    answer = await request();
  } catch (error) {
    throw providerError(error);
  }
  const read = shape.safeParse(answer);
  if (!read.success) {
    throw new PaymentProviderError(`Razorpay's answer to ${what} could not be read; will ask again`, true);
  }
  return read.data;
}

const orderAnswer = z.object({ id: z.string().min(1), amount: z.coerce.number() });
const refundAnswer = z.object({
  id: z.string().min(1),
  status: z.string(),
  receipt: z.string().nullish(),
});
const refundPage = z.object({ items: z.array(refundAnswer) });

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
      const order = await call(
        'the new order',
        () => sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes }),
        orderAnswer,
      );
      return { id: order.id, amountPaise: order.amount };
    },
    isPaymentSignatureValid: (input) => isPaymentSignatureValid(settings.keySecret, input),
    isWebhookSignatureValid: (rawBody, signature) =>
      isWebhookSignatureValid(settings.webhookSecret, rawBody, signature),
    async refund({ paymentId, amountPaise, receipt }) {
      const refund = await call(
        `the refund of ${paymentId}`,
        () => sdk.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', receipt }),
        refundAnswer,
      );
      return toRefund(refund);
    },
    async findRefund({ paymentId, receipt }) {
      const page = await call(
        `the list of refunds of ${paymentId}`,
        () => sdk.payments.fetchMultipleRefund(paymentId, { count: 100 }),
        refundPage,
      );
      const found = page.items.find((refund) => refund.receipt === receipt);
      return found && toRefund(found);
    },
    async fetchRefund(refundId) {
      return toRefund(await call(`refund ${refundId}`, () => sdk.refunds.fetch(refundId), refundAnswer));
    },
  };
}
