import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { formatRupees, type CheckoutOrder, type SandboxPayResult } from '@neetmentor/contract';
import { CloseIcon } from '../../components/icons.tsx';
import { useErrorText } from '../../i18n/error-text.ts';
import { useLanguage } from '../../i18n/language.ts';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import type { CheckoutOutcome } from './checkout-outcome.ts';
import { usePayInSandbox, useSandboxOrder } from './sandbox-orders.ts';

const Header = styled('div')(({ theme }) => ({
  position: 'relative',
  padding: theme.spacing(2.5, 7, 2.5, 3),
  background: `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
  color: '#ffffff',
}));

const Merchant = styled('h2')({ margin: 0, fontSize: '1.125rem', fontWeight: 800, lineHeight: 1.3 });

const Description = styled('p')({
  margin: '4px 0 0',
  fontSize: '0.9375rem',
  lineHeight: 1.45,
  opacity: 0.92,
});

const Amount = styled('p')(({ theme }) => ({
  margin: theme.spacing(1.5, 0, 0),
  fontSize: '2rem',
  fontWeight: 800,
  lineHeight: 1.1,
}));

const CloseButton = styled(IconButton)(({ theme }) => ({
  position: 'absolute',
  top: theme.spacing(1),
  right: theme.spacing(1),
  color: '#ffffff',
  '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 0 },
}));

const Body = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2.5, 3, 3),
}));

const TestMode = styled('p')(({ theme }) => ({
  justifySelf: 'start',
  margin: 0,
  padding: theme.spacing(0.5, 1.25),
  borderRadius: 999,
  background: '#fff4e0',
  color: '#7a4100',
  fontSize: '0.8125rem',
  fontWeight: 800,
}));

const Facts = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: theme.spacing(0.5, 1.5),
  margin: 0,
  fontSize: '0.875rem',
  '& dt': { color: theme.palette.text.secondary, fontWeight: 600 },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
}));

const Line = styled('span')({ display: 'block' });

const Loading = styled('p')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  margin: 0,
  color: theme.palette.text.secondary,
}));

function toOutcome(result: SandboxPayResult): CheckoutOutcome {
  if (result.outcome === 'success') {
    return {
      status: 'paid',
      payment: {
        orderId: result.razorpay_order_id,
        paymentId: result.razorpay_payment_id,
        signature: result.razorpay_signature,
      },
    };
  }
  return { status: 'failed', reason: result.error.description };
}

interface SandboxCheckoutDialogProps {
  order: CheckoutOrder;
  onOutcome: (outcome: CheckoutOutcome) => void;
}

/**
 * The sandbox provider's checkout, in place of Razorpay's widget: the merchant, what is bought and the
 * amount, then Pay or Decline, which the server answers exactly as Razorpay would. Closing it (the ×,
 * Escape or a tap outside) is the widget's dismissal. Nothing here moves money.
 */
export function SandboxCheckoutDialog({ order, onOutcome }: SandboxCheckoutDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const language = useLanguage();
  const titleId = useId();
  const descriptionId = useId();
  const sandboxOrder = useSandboxOrder(order.id);
  const pay = usePayInSandbox(order.id);
  const amount = formatRupees(sandboxOrder.data?.amount ?? order.amount, language);
  const payable = sandboxOrder.data !== undefined && sandboxOrder.data.status !== 'paid';
  const choice = pay.isPending ? pay.variables : null;

  function dismiss() {
    if (!pay.isPending) onOutcome({ status: 'dismissed' });
  }

  function choose(outcome: 'success' | 'failure') {
    pay.mutate(outcome, { onSuccess: (result) => onOutcome(toOutcome(result)) });
  }

  return (
    <Dialog
      open
      onClose={dismiss}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      sx={{
        '& .MuiDialog-paper': {
          width: { xs: 'calc(100% - 24px)', sm: 420 },
          maxWidth: 420,
          m: { xs: 1.5, sm: 4 },
          overflow: 'hidden',
          borderRadius: 4,
        },
      }}
    >
      <Header>
        <Merchant id={titleId}>
          <VisuallyHidden>{t('checkout.title')}</VisuallyHidden> {order.name}
        </Merchant>
        <Description id={descriptionId}>{order.description}</Description>
        <Amount>{amount}</Amount>
        <CloseButton aria-label={t('checkout.close')} onClick={dismiss} disabled={pay.isPending}>
          <CloseIcon size={24} />
        </CloseButton>
      </Header>
      <Body>
        <TestMode>{t('checkout.testMode')}</TestMode>
        <Facts>
          <dt>{t('checkout.payingAs')}</dt>
          <dd>
            {/* The name and the e-mail address each on a line of their own, so neither is cut mid-word. */}
            {order.prefill.name && <Line>{order.prefill.name}</Line>}
            {order.prefill.email && <Line>{order.prefill.email}</Line>}
          </dd>
          <dt>{t('checkout.order')}</dt>
          <dd>{order.id}</dd>
        </Facts>
        {sandboxOrder.isPending && (
          <Loading role="status">
            <CircularProgress size={20} aria-hidden />
            {t('checkout.loading')}
          </Loading>
        )}
        {sandboxOrder.isError && (
          <Alert severity="error">
            {t('checkout.couldNotLoad', { reason: errorText(sandboxOrder.error) })}
          </Alert>
        )}
        {sandboxOrder.data?.status === 'paid' && <Alert severity="info">{t('checkout.alreadyPaid')}</Alert>}
        {pay.isError && <Alert severity="error">{errorText(pay.error)}</Alert>}
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={!payable || pay.isPending}
          onClick={() => choose('success')}
        >
          {choice === 'success' ? t('checkout.processing') : t('checkout.pay', { amount })}
        </Button>
        <Button
          variant="outlined"
          fullWidth
          disabled={!payable || pay.isPending}
          onClick={() => choose('failure')}
        >
          {choice === 'failure' ? t('checkout.declining') : t('checkout.decline')}
        </Button>
      </Body>
    </Dialog>
  );
}
