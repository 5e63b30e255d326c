import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, type ErrorCode } from '@neetmentor/contract';
import { ApiError } from '../lib/api-client.ts';
import { ClientError } from '../lib/client-error.ts';
import { useLanguage } from './language.ts';

/**
 * What a failure says to the reader. In English the server's own sentence, which names the particular
 * problem ("This slot was just taken"); in another language the translation of its error code from the
 * `errors` catalog (the server writes English only). A failure with no answer at all (the network) has
 * its own message in every language, as has a failure of the app's own (`ClientError`) and anything else.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  const language = useLanguage();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ClientError) return t(`client.${error.clientCode}`);
      if (!(error instanceof ApiError)) return t('unexpected');
      if (error.code === null) return error.statusCode === 0 ? t('network') : t('unexpected');
      if (language === 'en' && error.message) return error.message;
      return error.code in ERROR_CODES ? t(`codes.${error.code satisfies ErrorCode}`) : t('unexpected');
    },
    [t, language],
  );
}
