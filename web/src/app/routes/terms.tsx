import { LegalDocument, type LegalSectionEntry } from '../../components/ui/legal-document';
import { AppLink } from '../../components/ui/router-link';
import {
  ANNUAL_PRICE_USD,
  EXTRA_STORAGE_ANNUAL_USD,
  EXTRA_STORAGE_MONTHLY_USD,
  EXTRA_STORAGE_STEP_GB,
  INCLUDED_STORAGE_GB,
  MONTHLY_PRICE_USD,
  TRIAL_DAYS,
  formatUsd,
} from '../../config/pricing';
import { LEGAL_LAST_UPDATED, MINIMUM_AGE, SOFTWARE_LIABILITY_CAP_USD, SUPPORT_EMAIL } from '../../config/site';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
const cap = `US$${SOFTWARE_LIABILITY_CAP_USD}`;

const SECTIONS: LegalSectionEntry[] = [
  {
    id: 'agreement',
    title: 'Agreeing to these terms',
    body: (
      <>
        <p>
          These terms are an agreement between you and Heirloom about your use of the Heirloom website, apps and
          service. By creating an account or using Heirloom you agree to them. Our{' '}
          <AppLink to="/privacy">Privacy Policy</AppLink> explains how we handle your information.
        </p>
        <p>
          You must be at least {MINIMUM_AGE} years old to use Heirloom. If you are under the age of majority where you
          live, a parent or guardian must agree to these terms for you.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>Give accurate details when you sign up and keep your e-mail address or phone number current; we use them to send sign-in codes and important notices.</li>
        <li>Keep your password and sign-in codes to yourself. You are responsible for what happens under your account.</li>
        <li>An account is for one person. Each relative should have their own account; joining is free.</li>
      </ul>
    ),
  },
  {
    id: 'plans',
    title: 'Plans, trial and payment',
    body: (
      <>
        <ul>
          <li><strong>Free:</strong> view what relatives share with you, edit and suggest changes to family members’ details, and download photos and documents. Uploads are not included.</li>
          <li><strong>Trial:</strong> {TRIAL_DAYS} days of the paid features, without a payment card. When the trial ends, uploads stop until you choose a paid plan; what you uploaded stays.</li>
          <li><strong>Monthly</strong> at {formatUsd(MONTHLY_PRICE_USD)} a month or <strong>Annual</strong> at {formatUsd(ANNUAL_PRICE_USD)} a year, each including {INCLUDED_STORAGE_GB} GB of storage.</li>
          <li>Extra storage: each additional {EXTRA_STORAGE_STEP_GB} GB costs {formatUsd(EXTRA_STORAGE_MONTHLY_USD)} a month or {formatUsd(EXTRA_STORAGE_ANNUAL_USD)} a year.</li>
        </ul>
        <p>
          Prices are in US dollars. Taxes are added where the law requires. Payments are taken by our payment processor
          when each period starts.
        </p>
      </>
    ),
  },
  {
    id: 'renewal',
    title: 'Automatic renewal and cancelling',
    body: (
      <>
        <p>
          Paid plans renew automatically at the end of each month or year, and the payment method on file is charged
          for the next period, until you cancel. You can cancel at any time from your billing page; cancelling stops the
          next renewal, and you keep your plan until the end of the period you have paid for.
        </p>
        <p>
          If we change a price, we will tell you at least 30 days before it applies to your next renewal, so you can
          cancel first if you wish.
        </p>
      </>
    ),
  },
  {
    id: 'changes-refunds',
    title: 'Changing plans and pro-rated refunds',
    body: (
      <>
        <p>
          You can switch between Monthly and Annual, add or remove extra storage, or move to the Free plan at any time.
          The change takes effect straight away. The unused part of what you already paid is calculated day by day and
          refunded to your payment method or credited towards the new plan.
        </p>
        <p>
          If your uploads take more space than a smaller plan allows, nothing is deleted, but new uploads are paused
          until you free up space or add storage.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <>
        <p>
          You keep ownership of everything you upload. You give Heirloom permission to store, copy, process and display
          it only as needed to run the service for you and for the relatives you share with: for example to make
          thumbnails, convert videos, read dates and places, recognise faces, correct images on request and show your
          content to your family.
        </p>
        <p>
          Only upload material you have the right to share. That includes the rights of photographers (studio portraits
          are often their copyright) and the privacy of the people pictured. Face recognition runs automatically on
          uploaded photos, as described in our Privacy Policy.
        </p>
      </>
    ),
  },
  {
    id: 'sharing-printing',
    title: 'Sharing and printing',
    body: (
      <>
        <p>
          When you share with your family, the relatives you invite may view, download and print the shared photos and
          documents for personal, non-commercial family use, such as albums, reunions, research and memorials. They may
          not sell them, publish them commercially, or use them to embarrass or harass anyone.
        </p>
        <ul>
          <li>Every photo shows who uploaded it, and only the uploader can delete it.</li>
          <li>Relatives can correct and add to the details of the people in the family tree; those changes are visible to the family.</li>
          <li>Removing a relative from your family sharing ends their access from then on, but does not recall copies already downloaded or printed.</li>
          <li>Printing professionally made photos may need the photographer’s permission; that is the responsibility of whoever prints them.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Do not use Heirloom to:</p>
        <ul>
          <li>upload anything illegal, or any content that sexualises children;</li>
          <li>harass, threaten or expose anyone, or share someone’s private information against their wishes;</li>
          <li>identify or track strangers with face recognition;</li>
          <li>break into accounts or systems, interfere with the service, or copy it with automated tools;</li>
          <li>resell the service or use it for a commercial photo business.</li>
        </ul>
        <p>We may remove content or suspend accounts that break these rules, and will tell you why unless the law prevents it.</p>
      </>
    ),
  },
  {
    id: 'other-services',
    title: 'Other services',
    body: (
      <p>
        If you import from Facebook, Dropbox or Google, their own terms also apply to what you do there. We are not
        responsible for those services or for changes they make that affect importing.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'The service and its changes',
    body: (
      <p>
        We work to keep Heirloom available and your content safe, and we keep backups. Like any online service it can
        sometimes be unavailable, and we may change or improve features over time. We will give notice before removing
        a feature you pay for. We recommend keeping your own copies of irreplaceable originals.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          Heirloom’s software is provided as it is and as available. To the fullest extent the law allows, we are not
          liable for indirect or consequential losses, such as lost profits or lost opportunities.
        </p>
        <p>
          <strong>
            Our total liability to you for all claims arising from or relating to the Heirloom software is limited to{' '}
            {cap} (fifty US dollars).
          </strong>
        </p>
        <p>
          Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud, or the
          rights you have as a consumer under the law of the country where you live.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Deleting your account',
    body: (
      <>
        <p>
          You can delete your account at any time from your profile. We e-mail you a link to confirm; once you follow
          it, your account and your uploads are deleted, along with any paid plan, which is cancelled with a pro-rated
          refund of the unused period.
        </p>
        <p>
          We may suspend or close an account that seriously or repeatedly breaks these terms. Unless the law or the
          safety of others prevents it, we will warn you first and give you a chance to download your content.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: `Children under ${MINIMUM_AGE}`,
    body: (
      <p>
        Heirloom is not for use by children under {MINIMUM_AGE}, and they may not hold an account. We close any account
        we learn belongs to a child under {MINIMUM_AGE}.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will change the date at the top and, for significant changes, tell you by e-mail
        or in Heirloom at least 30 days before they take effect. If you do not agree, you can delete your account before
        then; continuing to use Heirloom afterwards means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact and disputes',
    body: (
      <p>
        If something goes wrong, write to {mail} first; most problems are solved quickly that way. These terms are
        governed by the law of the place where Heirloom’s operating company is registered, without taking away the
        protection of the law of the country where you live.
      </p>
    ),
  },
];

export function Component() {
  return (
    <>
      <title>Terms of Service · Heirloom</title>
      <LegalDocument
        title="Terms of Service"
        lastUpdated={LEGAL_LAST_UPDATED}
        summary={
          <>
            <p>
              You own what you upload; relatives you share with may download and print it for family use. Paid plans
              renew automatically until you cancel, and plan changes are refunded pro rata.
            </p>
            <p>
              You must be {MINIMUM_AGE} or older. Our liability for the software is capped at {cap}. You can delete
              your account at any time through a link we e-mail you.
            </p>
          </>
        }
        sections={SECTIONS}
      />
    </>
  );
}
