import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useForm, useWatch } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PAYMENT_METHODS,
  paymentDetailsRequestSchema,
  type PaymentDetails,
  type PaymentDetailsRequest,
  type PaymentMethod,
} from '@neetmentor/contract';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useUpdatePaymentDetails } from '../api/update-payment-details.ts';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useValidationText } from '../../../i18n/validation-text.ts';

/** The spec's placeholders (part 2 §5). */
export const PAYMENT_PLACEHOLDERS: Record<PaymentMethod, string> = {
  Bank: 'XXXX XXXX XXXX XXXX',
  Paytm: 'mobile_number@paytm',
  'Google Pay': 'mobile_number@upi',
  PhonePe: 'mobile_number@ybl',
};

const Intro = styled('p')({ margin: 0 });

type Values = z.input<typeof paymentDetailsRequestSchema>;

/** The saved details when they are for this method, otherwise an empty form. */
function valuesFor(saved: PaymentDetails | null, method: PaymentMethod): Values {
  if (!saved || saved.paymentMethod !== method)
    return { paymentMethod: method, paymentInfo: '', accountHolderName: '', ifscCode: '' };
  return {
    paymentMethod: method,
    paymentInfo: saved.paymentInfo,
    accountHolderName: saved.accountHolderName ?? '',
    ifscCode: saved.ifscCode ?? '',
  };
}

function requestFor(details: PaymentDetailsRequest): PaymentDetailsRequest {
  // Holder name and IFSC belong to bank transfers only (spec part 2 §5).
  if (details.paymentMethod === 'Bank') return details;
  return { paymentMethod: details.paymentMethod, paymentInfo: details.paymentInfo };
}

/** Says whether this tab shows where payouts go now, or would replace it. */
function introFor(saved: PaymentDetails | null, method: PaymentMethod, t: TFunction<'mentor'>): string {
  if (!saved) return t('wallet.paymentDetails.introNone');
  if (saved.paymentMethod === method)
    return method === 'Bank' ? t('wallet.paymentDetails.introBank') : t('wallet.paymentDetails.introUpi');
  return t('wallet.paymentDetails.introOther', { method: methodName(saved.paymentMethod, t) });
}

/** The wallets' names are brands; only the bank's is a word to translate. */
function methodName(method: PaymentMethod, t: TFunction<'mentor'>): string {
  return method === 'Bank' ? t('wallet.paymentDetails.bank') : method;
}

function tabId(prefix: string, method: PaymentMethod): string {
  return `${prefix}-tab-${method.replace(/\s/g, '-').toLowerCase()}`;
}

/**
 * Where payouts go: one tab per method (spec part 2 §2, §5) with the spec's placeholders, prefilled with
 * what is saved. The request's rules check the formats before sending, and the server names each wrong
 * field it still refuses. After a save the form keeps
 * showing what was saved (the spec's client emptied it), so the mentor can see where the money will go.
 */
export function PaymentDetailsForm({ saved }: { saved: PaymentDetails | null }) {
  const { t } = useTranslation('mentor');
  const errorText = useErrorText();
  const validationText = useValidationText();
  const idPrefix = useId();
  const form = useForm({
    resolver: zodResolver(paymentDetailsRequestSchema),
    defaultValues: valuesFor(saved, saved?.paymentMethod ?? 'Bank'),
  });
  const { errors, isSubmitting } = form.formState;
  const method = useWatch({ control: form.control, name: 'paymentMethod' });
  // What was typed on the other tabs, so looking at another method loses nothing.
  const [drafts, setDrafts] = useState<Partial<Record<PaymentMethod, Values>>>({});
  const update = useUpdatePaymentDetails();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const isBank = method === 'Bank';

  function switchTo(next: PaymentMethod) {
    setDrafts((current) => ({ ...current, [method]: form.getValues() }));
    form.reset(drafts[next] ?? valuesFor(saved, next));
    setNotice(null);
  }

  const submit = form.handleSubmit((details) => {
    setNotice(null);
    update.mutate(requestFor(details), {
      onSuccess: (savedDetails) => {
        form.reset(valuesFor(savedDetails, method));
        setDrafts({});
        setNotice({ severity: 'success', text: t('wallet.paymentDetails.saved') });
      },
      onError: (error) => {
        if (setServerErrors(form, error).marked === 0)
          setNotice({ severity: 'error', text: errorText(error) });
      },
    });
  });

  function field(name: 'paymentInfo' | 'accountHolderName' | 'ifscCode') {
    const { ref, ...bound } = form.register(name);
    const error = errors[name]?.message;
    return {
      ...bound,
      inputRef: ref,
      error: Boolean(error),
      helperText: error ? validationText(error) : undefined,
    };
  }

  const panelId = `${idPrefix}-panel`;
  return (
    <div>
      <Tabs
        value={method}
        onChange={(_event, next: PaymentMethod) => switchTo(next)}
        variant="fullWidth"
        aria-label={t('wallet.paymentDetails.methodsLabel')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: 0, px: 1 } }}
      >
        {PAYMENT_METHODS.map((option) => (
          <Tab
            key={option}
            label={methodName(option, t)}
            value={option}
            id={tabId(idPrefix, option)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(idPrefix, method)}>
        <form
          onSubmit={submit}
          noValidate
          aria-label={t('wallet.paymentDetails.formLabel', { method: methodName(method, t) })}
        >
          <Stack spacing={2.5}>
            <Intro>{introFor(saved, method, t)}</Intro>
            <TextField
              label={
                isBank
                  ? t('wallet.paymentDetails.accountNumber')
                  : t('wallet.paymentDetails.upiId', { method })
              }
              required
              fullWidth
              {...field('paymentInfo')}
              slotProps={{
                inputLabel: { shrink: true },
                // In the input's own props: the theme's blank placeholder there would win over a top-level one.
                htmlInput: {
                  placeholder: PAYMENT_PLACEHOLDERS[method],
                  autoComplete: 'off',
                  ...(isBank
                    ? { inputMode: 'numeric' }
                    : { inputMode: 'email', autoCapitalize: 'none', spellCheck: false }),
                },
              }}
            />
            {isBank && (
              <>
                <TextField
                  label={t('wallet.paymentDetails.holderName')}
                  required
                  fullWidth
                  {...field('accountHolderName')}
                  slotProps={{ htmlInput: { autoComplete: 'name' } }}
                />
                <TextField
                  label={t('wallet.paymentDetails.ifsc')}
                  required
                  fullWidth
                  {...field('ifscCode')}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: {
                      placeholder: 'SBIN0001234',
                      autoCapitalize: 'characters',
                      autoComplete: 'off',
                      spellCheck: false,
                      maxLength: 11,
                    },
                  }}
                />
              </>
            )}
            {notice && (
              <Alert
                severity={notice.severity}
                role={notice.severity === 'success' ? 'status' : 'alert'}
                onClose={() => setNotice(null)}
              >
                {notice.text}
              </Alert>
            )}
            <div>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isSubmitting || update.isPending}
              >
                {update.isPending ? t('wallet.paymentDetails.saving') : t('wallet.paymentDetails.save')}
              </Button>
            </div>
          </Stack>
        </form>
      </div>
    </div>
  );
}
