import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_TEXT, MENTOR_ACCEPT_WINDOW_HOURS, ROUTES } from '@neetmentor/contract';
import { SupportEmail } from '../components/support-email.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';
import { useFeeMessageArguments } from '../../../lib/application-fee.ts';
import { CANCELLATION_SUBJECT } from '../policy-facts.ts';

/** What to put in a cancellation e-mail, in the order the list gives it. */
const CANCELLATION_ITEMS = ['subject', 'bookingId', 'mentorName', 'sessionDate'] as const;

function useSections(): TextSection[] {
  const { t } = useTranslation('legal');
  const fee = useFeeMessageArguments();
  const hours = MENTOR_ACCEPT_WINDOW_HOURS;
  const strong = <strong />;
  return [
    {
      id: 'not-approved',
      title: t('refund.notApproved.title', { hours }),
      body: (
        <p>
          <Trans t={t} i18nKey="refund.notApproved.body" values={{ hours }} components={{ strong }} />
        </p>
      ),
    },
    {
      id: 'before-approval',
      title: t('refund.beforeApproval.title'),
      body: (
        <>
          <p>
            <Trans
              t={t}
              i18nKey="refund.beforeApproval.body"
              components={{ strong, mailLink: <SupportEmail subject={CANCELLATION_SUBJECT} /> }}
            />
          </p>
          <ul>
            {CANCELLATION_ITEMS.map((item) => (
              <li key={item}>
                <Trans
                  t={t}
                  i18nKey={`refund.beforeApproval.items.${item}`}
                  values={{ subject: CANCELLATION_SUBJECT }}
                  components={{ strong }}
                />
              </li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'after-approval',
      title: t('refund.afterApproval.title'),
      body: (
        <p>
          <Trans t={t} i18nKey="refund.afterApproval.body" components={{ mailLink: <SupportEmail /> }} />
        </p>
      ),
    },
    {
      id: 'mentor-unavailable',
      title: t('refund.mentorUnavailable.title'),
      body: <p>{t('refund.mentorUnavailable.body')}</p>,
    },
    {
      id: 'timing',
      title: t('refund.timing.title'),
      body: (
        <p>
          <Trans t={t} i18nKey="refund.timing.body" components={{ strong }} />
        </p>
      ),
    },
    {
      id: 'mentor-fee',
      title: t('refund.mentorFee.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="refund.mentorFee.body"
            values={fee}
            components={{ strong, becomeLink: <Link to={ROUTES.becameMentor} /> }}
          />
        </p>
      ),
    },
    {
      id: 'help',
      title: t('refund.help.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="refund.help.body"
            components={{ mailLink: <SupportEmail />, contactLink: <Link to={ROUTES.contact} /> }}
          />
        </p>
      ),
    },
  ];
}

/** /refund-policy */
export function RefundPolicyPage() {
  const { t } = useTranslation('legal');
  const sections = useSections();
  return (
    <TextPage
      title={t('refund.title')}
      head={PUBLIC_PAGE_TEXT[ROUTES.refundPolicy]}
      intro={t('refund.intro')}
      sections={sections}
    />
  );
}
