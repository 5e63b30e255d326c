import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/** The provider the configuration names: Razorpay with its keys, or the local sandbox. */
export function createPaymentProvider(config: Pick<Config, 'payments' | 'secrets'>): PaymentProvider {
  const { payments } = config;
  return payments.provider === 'razorpay'
    ? createRazorpayProvider(payments)
    : createSandboxProvider(config.secrets.jwtSecret);
}
