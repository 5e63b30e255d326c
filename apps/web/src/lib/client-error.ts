/** The failures the app itself reports (no API answer behind them), each with a message in `errors:client`. */
export type ClientErrorCode = 'checkoutNotLoaded' | 'checkoutNotStarted';

/**
 * A failure of the app's own (a script that did not load): its English message for logs and English
 * pages, and a code that `useErrorText` turns into the page's language.
 */
export class ClientError extends Error {
  readonly clientCode: ClientErrorCode;

  constructor(clientCode: ClientErrorCode, message: string) {
    super(message);
    this.name = 'ClientError';
    this.clientCode = clientCode;
  }
}
