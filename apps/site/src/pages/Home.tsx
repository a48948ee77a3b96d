import type { SubscriptionPlan } from '@switchboard/contract';
import { SUPPORT_DEPARTMENTS } from '@switchboard/contract';
import type { Locale } from '@switchboard/i18n';
import { useIntl } from 'react-intl';
import { localeUrl } from '../Document.tsx';
import type { ContactFormState } from '../data.ts';
import { contact, contactErrors, faq, home, services, withValues } from '../messages.ts';
import * as css from '../styles/site.css.ts';

/** Prices show as euro in en-US style (spec §9), whatever the page's language. */
const euro = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'EUR',
    // Whole prices as the recharge tiles show them (€50), cents only when there are some.
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);

const serviceItems = [
  [services.virtualNumber, services.virtualNumberText],
  [services.contactCenter, services.contactCenterText],
  [services.websiteDialer, services.websiteDialerText],
  [services.pbxIvr, services.pbxIvrText],
  [services.callTracker, services.callTrackerText],
  [services.sms, services.smsText],
] as const;

const faqItems = [
  [faq.q1, faq.a1],
  [faq.q2, faq.a2],
  [faq.q3, faq.a3],
  [faq.q4, faq.a4],
  [faq.q5, faq.a5],
  [faq.q6, faq.a6],
] as const;

const departmentNames = { Sales: contact.sales, Support: contact.support } as const;

function PlanCard({ plan }: { plan: SubscriptionPlan }) {
  const intl = useIntl();
  // The spec's pricing text (§9): Enterprise's minutes are talk time, a smaller plan's are free minutes.
  // Written without grouping, as the spec writes them ("41000").
  const minutes = plan.included_minutes ? { minutes: String(plan.included_minutes) } : null;
  return (
    <li className={css.card} data-plan={plan.id}>
      <h3>{plan.name}</h3>
      <p className={css.price}>
        {intl.formatMessage(withValues.perMonth, { price: euro(plan.price_per_month) })}
      </p>
      <ul className={css.features}>
        {minutes && (
          <li>
            {intl.formatMessage(
              plan.id === 'enterprise' ? withValues.talkTime : withValues.freeMinutes,
              minutes,
            )}
          </li>
        )}
        <li>{intl.formatMessage(home.billedYearly)}</li>
      </ul>
      <a className={css.button.primary} href="/register">
        {intl.formatMessage(withValues.choose, { plan: plan.name })}
      </a>
    </li>
  );
}

type ContactField = keyof typeof contactErrors;

/** The answer under the form after a post without the script: its text and look, by outcome. */
const outcomes = {
  sent: [contact.sent, css.answer.success],
  invalid: [contact.failed, css.answer.error],
  failed: [contact.failed, css.answer.error],
  tooMany: [contact.tooMany, css.answer.error],
} as const;

/**
 * Sent as JSON by the page's script (client/contact.ts) to POST /admin/contact; without it the
 * browser posts the form to /home in the page's language, and the answer is this page again with
 * `state`: the outcome under the form, what was typed, each broken rule beside its field.
 */
function ContactForm({ state }: { state: ContactFormState | undefined }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const values = state?.values;
  const errors = new Set(state?.errors);
  const id = (name: ContactField) => `contact-${name}`;
  /** A field's id and name, what was typed, and its error (if any) tied to it. */
  const field = (name: ContactField) => ({
    id: id(name),
    name,
    ...(errors.has(name) ? { 'aria-invalid': true, 'aria-describedby': `${id(name)}-error` } : {}),
  });
  const error = (name: ContactField) =>
    errors.has(name) && (
      <p id={`${id(name)}-error`} className={css.fieldError}>
        {t(contactErrors[name])}
      </p>
    );
  const [answer, answerClass] = state ? outcomes[state.outcome] : [null, css.answer.info];
  return (
    <form
      className={css.form}
      method="post"
      action={`${localeUrl('/home', intl.locale as Locale)}#contact`}
      data-contact-form
      data-endpoint="/admin/contact"
      data-sending={t(contact.sending)}
      data-sent={t(contact.sent)}
      data-failed={t(contact.failed)}
      data-too-many={t(contact.tooMany)}
      data-success-class={css.answer.success}
      data-error-class={css.answer.error}
    >
      <div className={css.field}>
        <label className={css.label} htmlFor={id('name')}>
          {t(contact.name)}
        </label>
        <input
          className={css.input}
          {...field('name')}
          defaultValue={values?.name}
          autoComplete="name"
          required
          minLength={2}
          maxLength={100}
        />
        {error('name')}
      </div>
      <div className={css.field}>
        <label className={css.label} htmlFor={id('email')}>
          {t(contact.email)}
        </label>
        <input
          className={css.input}
          {...field('email')}
          defaultValue={values?.email}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
        />
        {error('email')}
      </div>
      <div className={css.field}>
        <label className={css.label} htmlFor={id('department')}>
          {t(contact.department)}
        </label>
        <select className={css.input} {...field('department')} defaultValue={values?.department} required>
          {SUPPORT_DEPARTMENTS.map((department) => (
            <option key={department} value={department}>
              {t(departmentNames[department])}
            </option>
          ))}
        </select>
        {error('department')}
      </div>
      <div className={css.field}>
        <label className={css.label} htmlFor={id('message')}>
          {t(contact.message)}
        </label>
        <textarea
          className={css.input}
          {...field('message')}
          defaultValue={values?.message}
          rows={5}
          required
          minLength={10}
          maxLength={5000}
        />
        {error('message')}
      </div>
      {/* The honeypot (decision 0021): people never see it, bots fill it in. */}
      <div className={css.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{t(contact.website)}</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={css.field}>
        <div className={css.checkRow}>
          <input {...field('terms')} type="checkbox" value="true" defaultChecked={values?.terms} required />
          <label htmlFor={id('terms')}>{t(contact.terms)}</label>
        </div>
        {error('terms')}
      </div>
      <div>
        <button type="submit" className={css.button.primary}>
          {t(contact.send)}
        </button>
      </div>
      <p role="status" aria-live="polite" data-contact-answer className={answerClass}>
        {answer && t(answer)}
      </p>
    </form>
  );
}

/**
 * `/` and `/home`: the hero, the four plans, the six services, the FAQ and the contact form (with
 * the outcome of its post when the page answers one).
 */
export function Home({ plans, contactForm }: { plans: SubscriptionPlan[]; contactForm?: ContactFormState }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Parameters<typeof localeUrl>[1];
  return (
    <>
      <section className={css.hero} aria-labelledby="hero-title">
        <h1 id="hero-title">{t(home.heroTitle)}</h1>
        <p className={css.lead}>{t(home.heroText)}</p>
        <div className={css.actions}>
          <a className={css.button.primary} href="/register">
            {t(home.start)}
          </a>
          <a className={css.button.secondary} href={localeUrl('/tariffs', locale)}>
            {t(home.seeTariffs)}
          </a>
        </div>
      </section>
      <section className={css.section} aria-labelledby="plans-title">
        <h2 id="plans-title">{t(home.plansTitle)}</h2>
        <ul className={css.grid}>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </section>
      <section className={css.section} aria-labelledby="services-title">
        <h2 id="services-title">{t(home.servicesTitle)}</h2>
        <ul className={css.grid}>
          {serviceItems.map(([name, text]) => (
            <li key={name.id} className={css.card}>
              <h3>{t(name)}</h3>
              <p className={css.muted}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={css.section} aria-labelledby="faq-title">
        <h2 id="faq-title">{t(home.faqTitle)}</h2>
        {faqItems.map(([question, answer]) => (
          <details key={question.id} className={css.faqItem}>
            <summary className={css.faqQuestion}>{t(question)}</summary>
            <p>{t(answer)}</p>
          </details>
        ))}
      </section>
      <section className={css.section} aria-labelledby="contact-title" id="contact">
        <h2 id="contact-title">{t(home.contactTitle)}</h2>
        <p>{t(contact.intro)}</p>
        <ContactForm state={contactForm} />
      </section>
    </>
  );
}
